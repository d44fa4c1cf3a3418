-- A test that writes and then hangs in C code (only the hard timeout's kill stops it).
describe("hung", function()
  it("prints then backtracks forever", function()
    io.stderr:write("about to hang\n")
    string.rep("a", 30):find(("a?"):rep(30) .. ("a"):rep(30))
  end)
end)
