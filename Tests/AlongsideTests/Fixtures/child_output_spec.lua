-- Fixture: a test whose child process prints to standard output.
describe("child", function()
  it("shells out", function() os.execute("echo from-child") end)
end)
