-- Marks a file (so the test knows it runs), then spins until its process is killed.
describe("workers spin", function()
  it("spins", function()
    local f = assert(io.open(assert(os.getenv("ALONGSIDE_MARK")), "a"))
    f:close()
    while true do end
  end)
end)
