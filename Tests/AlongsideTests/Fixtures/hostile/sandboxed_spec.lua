-- Under --sandbox each of these is an error naming the option; without it they would run.
describe("sandboxed", function()
  it("runs a command", function() os.execute("true") end)
  it("loads native code", function() package.loadlib("/lib/x86_64-linux-gnu/libc.so.6", "abort")() end)
  it("writes outside", function() io.open("/tmp/alongside-sandboxed-spec", "w") end)
  it("sentinel", function() end)
end)
