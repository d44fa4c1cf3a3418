-- Penlight's CI runs `busted --coverage --Xoutput "--color"`; busted: 1 success (the module is found
-- through ./.busted's lpath; run with -o plainTerminal and without --coverage, see scripts/compat).
describe("Penlight's CI line", function()
  it("loads the checkout's module", function() assert.are.equal("checkout", require("pkg").from) end)
end)
