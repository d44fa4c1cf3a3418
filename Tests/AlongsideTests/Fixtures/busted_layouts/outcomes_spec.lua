-- Every outcome busted's layouts print: a success, a failure, an error, a declared pending test.
-- BustedLayoutTests compare alongside's -o plainTerminal|TAP|gtest|junit with busted's (expected/).
describe("List", function()
  it("adds an item", function()
    assert.are.equal(1, 1)
  end)

  describe("removes", function()
    it("the last item", function()
      assert.are.equal(3, 2)
    end)
  end)

  it("counts nothing", function()
    local xs
    return xs.count
  end)

  pending("shuffles")
end)
