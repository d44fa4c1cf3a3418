-- busted -e EXECUTED_FIRST=true: 1 success (the chunk runs before the spec files).
describe("-e", function()
  it("ran first", function() assert.is_true(EXECUTED_FIRST) end)   -- luacheck: ignore
end)
