-- Readable values (issue 9): tostring of rects, views, cells, controllers and index paths is
-- short deterministic text, luassert's failure output shows it, and settle names what is pending.
local ui = require("ui")
local IP = ui.IndexPath

local function shown()
  local world = ui.World{}
  local list = world:TableViewController{ rows = { 5 }, rowHeight = 44, title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  return world, nav, list, list.tableView
end

describe("tostring", function()
  it("of a rect is its fields in order, integers without .0", function()
    local _, _, _, tv = shown()
    assert.are.equal("{x=0, y=132, width=390, height=44}", tostring(tv:rectForRow(IP(3, 0))))
    local world = ui.World{}
    local v = world:View{ frame = { x = 0.5, y = -2, width = 10, height = 1e20 } }
    assert.are.equal("{x=0.5, y=-2, width=10, height=1e+20}", tostring(v.frame))
  end)

  it("of a size and a point is their fields in order", function()
    local _, _, _, tv = shown()
    assert.are.equal("{width=390, height=220}", tostring(tv.contentSize))
    assert.are.equal("{x=0, y=0}", tostring(tv.contentOffset))
    assert.are.same({ width = 390, height = 220 }, tv.contentSize)
  end)

  it("keeps a rect a plain table: same compares fields, == is identity", function()
    local _, _, _, tv = shown()
    local r = tv:rectForRow(IP(0, 0))
    assert.are.same({ x = 0, y = 0, width = 390, height = 44 }, r)
    assert.are_not.equal(r, tv:rectForRow(IP(0, 0)))   -- two reads are two tables
    assert.are.equal(r, r)
    r.x = 7
    assert.are.equal("{x=7, y=0, width=390, height=44}", tostring(r))
  end)

  it("of a view is its name and frame", function()
    local world = ui.World{}
    assert.are.equal("View {x=0, y=0, width=0, height=0}", tostring(world:View()))
    local badge = world:View{ frame = { x = 1, y = 2, width = 20, height = 20 }, accessibilityIdentifier = "badge" }
    assert.are.equal("View 'badge' {x=1, y=2, width=20, height=20}", tostring(badge))
  end)

  it("of a cell is its index path and state", function()
    local _, _, _, tv = shown()
    tv:selectRow(IP(3, 0), false, "none")
    assert.are.equal("TableViewCell[0, 3] selected", tostring(tv:cellForRow(IP(3, 0))))
    assert.are.equal("TableViewCell[0, 2]", tostring(tv:cellForRow(IP(2, 0))))
  end)

  it("of a collection cell is its index path and state", function()
    local world = ui.World{}
    local grid = world:CollectionViewController{ items = { 4 }, title = "Grid" }
    world:show(grid)
    assert.are.equal("CollectionViewCell[0, 1]", tostring(grid.collectionView:cellForItem(IP(1, 0))))
  end)

  it("of controllers and index paths is their kind and title, or section and row", function()
    local _, nav, list = shown()
    assert.are.equal('TableViewController "List"', tostring(list))
    assert.are.equal('NavigationController "Navigation"', tostring(nav))
    assert.are.equal("[0, 3]", tostring(IP(3, 0)))
  end)
end)

describe("tostring of the swipe, the coordinator and super", function()
  it("says where the swipe and its transition are", function()
    local world, nav, list = shown()
    local detail = world:ViewController{ title = "Detail" }
    nav:pushViewController(detail, false)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.25)
    assert.are.equal("InteractivePop held at 25 %", tostring(swipe))
    assert.are.equal("TransitionCoordinator interactive at 25 %", tostring(detail:transitionCoordinator()))
    swipe:cancel()
    assert.are.equal("InteractivePop released at 25 %", tostring(swipe))
    world:settle()
    assert.are.equal("InteractivePop ended at 25 %", tostring(swipe))
    assert.are.equal('super of TableViewController "List"', tostring(list.super))
    assert.are.equal("super of TableViewCell[0, 1]", tostring(list.tableView:cellForRow(IP(1, 0)).super))
  end)
end)

describe("luassert's failure output", function()
  it("shows a rect as its text", function()
    local _, _, _, tv = shown()
    local ok, err = pcall(assert.are.same, { x = 0, y = 0, width = 390, height = 45 }, tv:rectForRow(IP(0, 0)))
    assert.is_false(ok)
    assert.matches("Passed in:\n(Rect) {x=0, y=0, width=390, height=44}", tostring(err.message or err), 1, true)
  end)

  it("shows a cell as its text", function()
    local _, _, _, tv = shown()
    local ok, err = pcall(assert.is_nil, tv:cellForRow(IP(1, 0)))
    assert.is_false(ok)
    assert.matches("(userdata) 'TableViewCell[0, 1]'", tostring(err.message or err), 1, true)
  end)
end)

describe("world:settle's busy error", function()
  it("names a held interactive pop and its progress", function()
    local world, nav = shown()
    nav:pushViewController(world:ViewController{ title = "Detail" }, false)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.3)
    assert.has_error(function() world:settle(2) end,
      "the world is still busy after 2 s of simulated time: an interactive pop held at 30 % — release, finish or cancel it")
    swipe:cancel()
    world:settle()
  end)

  it("names a long animation by its view's accessibilityIdentifier", function()
    local world = ui.World{}
    local badge = world:View{ accessibilityIdentifier = "badge" }
    world:animate(100, function() badge.frame = { x = 1, y = 2, width = 3, height = 4 } end)
    assert.has_error(function() world:settle(2) end,
      "the world is still busy after 2 s of simulated time: an animation of frame on View 'badge'")
  end)
end)
