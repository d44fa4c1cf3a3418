-- semver.lua's CI runs `busted -v`; busted: 1 success.
describe("semver's CI line", function() it("runs", function() assert.is_true(true) end) end)
