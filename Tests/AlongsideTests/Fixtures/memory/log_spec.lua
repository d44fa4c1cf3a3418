-- A million appearance changes grow the Swift log; reading it makes a Lua table of it.
describe("log", function()
  it("grows the Swift log, then reads it into Lua", function()
    local w = ui.World{}
    local a, b = w:ViewController{ title = "A" }, w:ViewController{ title = "B" }
    for i = 1, 1000000 do w:show(i % 2 == 0 and a or b) end
    local log = w.log
    assert(#log > 0)
  end)
  it("sentinel", function() end)
end)
