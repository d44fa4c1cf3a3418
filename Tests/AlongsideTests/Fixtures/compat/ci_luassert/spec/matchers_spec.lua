-- luassert's CI runs `busted --coverage --lpath="" --cpath="" -Xoutput --color`; busted: 1 success (the
-- helper from ./.busted ran; run with -o plainTerminal and without --coverage, see scripts/compat).
describe("luassert's CI line", function()
  it("ran the helper", function() assert.is_true(HELPER_LOADED) end)   -- luacheck: ignore
end)
