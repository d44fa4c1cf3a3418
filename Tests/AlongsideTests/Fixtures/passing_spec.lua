describe("all good", function()
  it("adds", function() assert.are.equal(4, 2 + 2) end)
  it("concatenates", function() assert.are.equal("ab", "a" .. "b") end)
end)
