-- Finalizers the collector runs inside a Swift call (reading w.log builds a table in Swift),
-- each allocating 20 MB: Lua only warns of an error in a finalizer.
describe("finalizers", function()
  it("allocate while Swift is active", function()
    local w = ui.World{}
    local a, b = w:ViewController{ title = "A" }, w:ViewController{ title = "B" }
    for i = 1, 20000 do w:show(i % 2 == 0 and a or b) end
    for i = 1, 50 do
      setmetatable({}, { __gc = function() _G["hold" .. i] = string.rep("x", 20 * 1024 * 1024) .. i end })
    end
    local ok = pcall(function() return w.log end)
    assert(ok)
  end)
  it("allocate in plain Lua", function()
    for i = 1, 50 do
      setmetatable({}, { __gc = function() _G["plain" .. i] = string.rep("y", 20 * 1024 * 1024) .. i end })
    end
    collectgarbage()
  end)
  it("sentinel", function() end)
end)
