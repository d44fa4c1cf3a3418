-- The seeds' extension helpers in the `ui` module (rule 0.5): tv:deselectRowWithCoordinator and
-- vc:deselectItem. Examples/seed_helpers_spec.lua shows them in full scenes; these specs pin the
-- argument checks and the cases without a transition.

local row, item = ui.IndexPath(1, 0), ui.IndexPath(2, 0)

describe("tv:deselectRowWithCoordinator", function()
  local function shownListWithSelection()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 5 } }
    world:show(list)
    list.tableView:selectRow(row, false, "none")
    return world, list.tableView
  end

  it("deselects at once without a coordinator and animated = false", function() -- rule 0.5
    local world, tv = shownListWithSelection()
    tv:deselectRowWithCoordinator(nil, false)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(0, tv:cellForRow(row).selectionAlpha)
  end)

  it("fades out on the clock without a coordinator and animated = true", function() -- rule 0.5
    local world, tv = shownListWithSelection()
    tv:deselectRowWithCoordinator(nil, true)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(1, tv:cellForRow(row).selectionAlpha)
    world:settle(1)
    assert.are.equal(0, tv:cellForRow(row).selectionAlpha)
  end)

  it("does nothing when no row is selected", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 5 } }
    world:show(list)
    list.tableView:deselectRowWithCoordinator(nil, true)
    assert.is_nil(list.tableView:indexPathForSelectedRow())
    assert.is_false(world.isBusy)
  end)

  it("deselects alongside a coordinator's transition and restores on cancel", function() -- rule 0.5
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 5 }, clearsSelectionOnViewWillAppear = false }
    local nav = world:NavigationController(list)
    world:show(nav)
    list.tableView:tap(row)
    nav:pushViewController(world:ViewController{}, true)
    world:settle(1)
    local swipe = nav:beginInteractivePop()
    list.tableView:deselectRowWithCoordinator(list:transitionCoordinator(), true)
    swipe:update(0.5)
    assert.is_nil(list.tableView:indexPathForSelectedRow())
    swipe:cancel()
    world:settle(1)
    assert.are.equal(row, list.tableView:indexPathForSelectedRow())
  end)

  it("checks its arguments in Lua's words", function()
    local world = ui.World{}
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    assert.has_error(function() tv:deselectRowWithCoordinator(5, true) end,
      "bad argument #1 to 'deselectRowWithCoordinator' (TransitionCoordinator expected, got number)")
    assert.has_error(function() tv:deselectRowWithCoordinator(nil) end,
      "bad argument #2 to 'deselectRowWithCoordinator' (boolean expected, got no value)")
    assert.has_error(function() tv:deselectRowWithCoordinator(nil, "yes") end,
      "bad argument #2 to 'deselectRowWithCoordinator' (boolean expected, got string)")
  end)
end)

describe("vc:deselectItem", function()
  local function shownGrid()
    local world = ui.World{}
    local grid = world:CollectionViewController{ items = { 6 } }
    world:show(grid)
    grid.collectionView:selectItem(item, false, "none")
    return world, grid, grid.collectionView
  end

  it("fades out without a transition, even with withTransition = false", function() -- rule 0.5
    local world, grid, cv = shownGrid()
    grid:deselectItem(cv, false)
    assert.is_nil(cv:indexPathsForSelectedItems())
    assert.are.equal(1, cv:cellForItem(item).selectionAlpha)
    world:settle(1)
    assert.are.equal(0, cv:cellForItem(item).selectionAlpha)
  end)

  it("does nothing for a nil collection view, as the seed's guard does", function()
    local _, grid, cv = shownGrid()
    grid:deselectItem(nil)
    assert.are.same({ item }, cv:indexPathsForSelectedItems())
  end)

  it("is on every controller, as the seed's UIViewController extension is", function()
    local world, _, cv = shownGrid()
    world:ViewController{}:deselectItem(cv)
    assert.is_nil(cv:indexPathsForSelectedItems())
  end)

  it("checks its arguments in Lua's words", function()
    local world, grid, cv = shownGrid()
    local tv = world:TableViewController{ rows = { 1 } }.tableView
    assert.has_error(function() grid:deselectItem(tv) end,
      "bad argument #1 to 'deselectItem' (CollectionView expected, got TableView)")
    assert.has_error(function() grid:deselectItem(cv, 1) end,
      "bad argument #2 to 'deselectItem' (boolean expected, got number)")
    local other = ui.World{}:CollectionViewController{ items = { 1 } }.collectionView
    assert.has_error(function() grid:deselectItem(other) end,
      "bad argument #1 to 'deselectItem' (CollectionView belongs to another World)")
  end)
end)
