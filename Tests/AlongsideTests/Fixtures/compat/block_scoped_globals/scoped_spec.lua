-- busted: 2 successes (a global assigned inside a block stays in that block's environment).
describe("first", function()
  it("assigns a global", function() stray_value = true end)   -- luacheck: ignore
end)
describe("second", function()
  it("cannot see it", function() assert.is_nil(stray_value) end)   -- luacheck: ignore
end)
