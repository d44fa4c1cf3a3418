-- busted --helper=support/helper.lua -Xhelper one,two: 1 success (while the helper runs, the global arg holds the -Xhelper values).
describe("--helper", function()
  it("ran with its arguments", function()   -- luacheck: ignore
    assert.are.same({ "one", "two" }, HELPER_ARGS)
  end)
end)
