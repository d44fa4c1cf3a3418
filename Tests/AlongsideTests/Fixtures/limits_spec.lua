-- Fixture: each limit stops only its own test; the last test must still pass.
describe("limits", function()
  it("loops forever", function() while true do end end)
  it("swallows the timeout with pcall", function()
    while true do pcall(function() while true do end end) end
  end)
  it("loops in a coroutine", function() coroutine.wrap(function() while true do end end)() end)
  it("allocates without end", function()
    local t = {}
    for i = 1, 1e9 do t[i] = string.rep("x", 1000) .. i end
  end)
  it("overflows the C stack", function()
    local function f(s) return (s:gsub(".", f)) end
    f("abc")
  end)
  it("calls os.exit", function() os.exit(3) end)
  it("still runs afterwards", function() assert.is_true(true) end)
end)
