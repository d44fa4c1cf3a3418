-- Regressions found by the fuzz test (Tests/UISimLuaTests/FuzzTests.swift): objects that Lua
-- drops while the simulation still uses them.

describe("A navigation controller dropped mid-transition", function()
  it("stays alive until its interactive pop ends", function()
    local world = ui.World{ ios = 17 }
    local nav = world:NavigationController(world:ViewController{ title = "Root" })
    world:show(nav)
    nav:pushViewController(world:ViewController{ title = "Detail" }, false)
    world:settle(1)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.3)
    world:show(world:ViewController{ title = "Elsewhere" })   -- the window lets go of nav
    nav = nil   -- and so does Lua: only the swipe's transition refers to it now
    collectgarbage(); collectgarbage()
    swipe:finish()
    world:advance(1)   -- used to trap: UISim's transition held the freed controller unowned
    assert.is_true(swipe.isComplete)
    assert.is_false(world.isBusy)
  end)
end)
