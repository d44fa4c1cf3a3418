-- A failure, then a test that prints, marks a file (so the test knows it runs) and spins until signalled.
describe("workers slow", function()
  it("fails fast", function() assert.are.equal(1, 2) end)
  it("spins", function()
    print("spinning now")
    local f = assert(io.open(assert(os.getenv("ALONGSIDE_MARK")), "w"))
    f:close()
    while true do end
  end)
end)
