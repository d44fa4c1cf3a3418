-- busted: 1 success (the helper named in ./.busted ran first and set a global).
describe("the .busted helper", function()
  it("has run", function() assert.are.equal("yes", PREPARED_BY_HELPER) end)   -- luacheck: ignore
end)
