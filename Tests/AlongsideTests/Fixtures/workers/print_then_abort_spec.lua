-- A test that writes and then aborts its worker: what it wrote before is still its output.
local abort = assert(package.loadlib("libc.so.6", "abort"))
describe("last words", function()
  it("before", function() print("before's own") end)
  it("aborts", function()
    print("printed")
    io.stdout:write("written ")
    io.stderr:write("to stderr\n")
    if os.getenv("FLOOD") then io.write(string.rep("y", 5000)) end
    abort()
  end)
  it("after", function() io.write("after's own") end)
end)
