-- Backtracking string.find: C code the count hook never interrupts; only the kill stops it.
describe("workers hang", function()
  it("backtracks forever", function()
    string.rep("a", 30):find(("a?"):rep(30) .. ("a"):rep(30))
  end)
  it("sentinel", function() end)
end)
