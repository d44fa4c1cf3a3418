-- Fixture: a spec that writes garbage to the report path (REPORT_PATH) and takes the old
-- predictable temporary name '<report>.tmp.<pid>'; the report must still be written whole.
local path = os.getenv("REPORT_PATH")
describe("clobber", function()
  it("writes garbage to the report path", function()
    local f = assert(io.open(path, "w")); f:write("<garbage"); f:close()
  end)
  it("takes the temporary name", function()
    local pid = io.open("/proc/self/stat"):read("n")
    os.execute("mkdir -p '" .. path .. ".tmp." .. pid .. "'")
  end)
  it("fails", function() error("real failure") end)
end)
