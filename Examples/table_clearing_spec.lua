-- A table view controller clears its selection as it comes back into view
-- (`clearsSelectionOnViewWillAppear`, rules 8.1–8.6). With an interactive swipe back, when
-- the clearing happens depends on the iOS version.

-- A list with its third row selected, under a pushed detail screen: what the user sees after
-- tapping a row that pushes a detail.
local function listUnderDetail(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{
    rows = { 10, 3 },                         -- two sections: 10 rows, then 3
    rowHeight = 44,
    clearsSelectionOnViewWillAppear = true,   -- UIKit's default, spelled out
    title = "List",
  }
  local nav = world:NavigationController(list)
  world:show(nav)

  local tv = list.tableView
  tv:tap(ui.IndexPath(2, 0))                  -- row 2 of section 0
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  return world, nav, list, tv
end

describe("a table's selection across a swipe back", function()
  it("is cleared when the swipe finishes (iOS 17)", function()
    local world, nav, list, tv = listUnderDetail(17)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.5)
    swipe:finish()
    world:settle(1)
    assert.are.equal(list, nav.topViewController)
    assert.is_nil(tv:indexPathForSelectedRow())
  end)

  it("comes back when the swipe is cancelled (iOS 17)", function()
    local world, nav, list, tv = listUnderDetail(17)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.3)
    -- Modern UIKit deselects alongside the transition...
    assert.is_nil(tv:indexPathForSelectedRow())
    swipe:cancel()
    world:settle(1)
    -- ...and selects the row again when the transition is cancelled.
    assert.are.equal("Detail", nav.topViewController.title)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
  end)

  it("is never touched by a cancelled swipe on iOS 10 (rule 8.2)", function()
    local world, nav, list, tv = listUnderDetail(10)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.3)
    -- The old implementation waits for the interaction to end before deciding.
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
    swipe:cancel()
    world:settle(1)
    assert.are.equal("Detail", nav.topViewController.title)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
  end)
end)
