-- world:render(): the text picture of the window, tostring(world), and snapshots of it kept in
-- spec/ui/__snapshots__/render_spec/ (assert.snapshot).

--- A 390 x 220 world with a navigation controller over a list of 4 rows and a plain Detail.
local function scene()
  local world = ui.World{ ios = 17, width = 390, height = 220 }
  local list = world:TableViewController{ rows = {4}, title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  return world, nav, list, world:ViewController{ title = "Detail" }
end

describe("world:render()", function()
  it("draws the header, the bar, the stack and each row on screen", function()
    local world = scene()
    local picture = world:render()
    assert.are.equal("World(iOS 17) 390 x 220, t=0 s", picture:match("^[^\n]*"))
    assert.truthy(picture:find('navigation bar: title "List", back none', 1, true))
    assert.truthy(picture:find('row [0, 3] {x=0, y=132, width=390, height=44}', 1, true))
    assert.is_nil(picture:find('row [0, 4]', 1, true))
  end)

  it("is what tostring(world) and print(world) show", function()
    local world = scene()
    assert.are.equal(world:render(), tostring(world))
  end)

  it("matches the stored picture of a list with a selected row", function()
    local world, _, list = scene()
    list.tableView:selectRow(ui.IndexPath(1, 0), false, "none")
    assert.snapshot(world:render(), "list with selection")
  end)

  it("matches the stored picture of a swipe back held at 40 %", function()
    local world, nav, _, detail = scene()
    nav:pushViewController(detail, true)
    world:settle()
    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    world:advance(1 / 60)
    assert.snapshot(world:render(), "swipe held at 40 percent")
  end)

  it("shows a deselection fading, mid-animation", function()
    local world, _, list = scene()
    local ip = ui.IndexPath(0, 0)
    list.tableView:selectRow(ip, false, "none")
    list.tableView:deselectRow(ip, true)
    world:advance(0.15)
    assert.snapshot(world:render(), "deselection half way")
  end)
end)

describe("assert.snapshot", function()
  it("checks its arguments and the name", function()
    assert.has_error(function() assert.snapshot(42, "x") end,
      "bad argument #1 to 'snapshot' (string expected, got number)")
    assert.has_error(function() assert.snapshot("text") end,
      "bad argument #2 to 'snapshot' (string expected, got nil)")
    assert.has_error(function() assert.snapshot("text", "../escape") end,
      "bad argument #2 to 'snapshot' (snapshot name '../escape' has a path separator)")
    assert.has_error(function() assert.snapshot("text", "a..b") end,
      "bad argument #2 to 'snapshot' (snapshot name 'a..b' has '..')")
    assert.has_error(function() assert.snapshot("text", "") end,
      "bad argument #2 to 'snapshot' (snapshot name is empty)")
  end)
end)

describe("assert:snapshot()", function()
  it("called as a method is still luassert's state snapshot, which reverts spies", function()
    local s = assert:snapshot()
    local t = { f = function() end }
    spy.on(t, "f")
    assert.is_not_nil(rawget(t.f, "calls"))
    s:revert()
    assert.are.equal("function", type(t.f))
  end)
end)
