-- Run after a hostile file: both tests must still fail.
describe("b", function()
  it("must fail", function() assert.are.equal(1, 2) end)
  it("must fail too", function() assert.is_true(false) end)
end)
