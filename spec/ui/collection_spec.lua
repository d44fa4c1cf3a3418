-- world:CollectionViewController and its collection view.
local function since(world, start)
  return { table.unpack(world.log, start + 1) }
end

local function shown(ios)
  local world = ui.World{ ios = ios or 17 }
  local grid = world:CollectionViewController{ items = { 30 }, itemSize = { 100, 100 },
    clearsSelectionOnViewWillAppear = true, title = "Grid" }
  world:show(grid)
  return world, grid, grid.collectionView
end

describe("CollectionViewController", function()
  it("has a collection view with counts, layout and cells", function()
    local world, grid, cv = shown()
    assert.are.equal(cv, grid.collectionView)
    assert.is_true(grid.clearsSelectionOnViewWillAppear)
    assert.are.equal("Grid", grid.title)
    assert.are.equal(1, cv:numberOfSections())
    assert.are.equal(30, cv:numberOfItemsInSection(0))
    local a = cv:layoutAttributesForItem(ui.IndexPath(0, 0))
    assert.are.equal(100, a.frame.width)
    assert.are.equal(100, a.frame.height)
    assert.is_not_nil(cv:cellForItem(ui.IndexPath(0, 0)))
    assert.is_true(cv.allowsSelection)
    assert.is_false(cv.allowsMultipleSelection)
    assert.is_nil(cv:indexPathsForSelectedItems())
    assert.has_error(function() cv:selectItem(ui.IndexPath(40, 0), false, "none") end,
      "bad argument #1 to 'selectItem' (item 40 out of range: section 0 has 30 items)")
    assert.has_error(function() cv:numberOfItemsInSection(3) end,
      "bad argument #1 to 'numberOfItemsInSection' (section 3 out of range: collection has 1 section)")
    assert.has_error(function() cv:selectItem(ui.IndexPath(1, 0), false, "middle") end)
  end)

  it("selects on a tap and logs the cell's setters", function()
    local world, _, cv = shown()
    local start = #world.log
    cv:tap(ui.IndexPath(2, 0))
    assert.are.same({ ui.IndexPath(2, 0) }, cv:indexPathsForSelectedItems())
    assert.are.same({
      "cell [0, 2] setHighlighted(true, animated: false)",
      "cell [0, 2] setSelected(true, animated: false)",
      "cell [0, 2] setHighlighted(false, animated: false)",
    }, since(world, start))
    local cell = cv:cellForItem(ui.IndexPath(2, 0))
    assert.is_true(cell.isSelected)
    assert.is_false(cell.isHighlighted)
    assert.are.equal(1, cell.selectionAlpha)
  end)

  it("touches, selects and deselects in code", function()
    local _, _, cv = shown()
    local ip = ui.IndexPath(4, 0)
    cv:touchDown(ip)
    assert.is_true(cv:cellForItem(ip).isHighlighted)
    cv:touchCancel(ip)
    assert.is_false(cv:cellForItem(ip).isHighlighted)
    assert.is_nil(cv:indexPathsForSelectedItems())
    cv:touchDown(ip)
    cv:touchUp(ip)
    assert.are.same({ ip }, cv:indexPathsForSelectedItems())
    cv.allowsMultipleSelection = true
    cv:selectItem(ui.IndexPath(1, 0), false, "centeredVertically")
    assert.are.same({ ui.IndexPath(1, 0), ip }, cv:indexPathsForSelectedItems())
    cv:deselectItem(ip, false)
    assert.are.same({ ui.IndexPath(1, 0) }, cv:indexPathsForSelectedItems())
    cv.allowsSelection = false
    assert.is_false(cv.allowsSelection)
  end)

  it("selects with every scroll position name of UICollectionView.ScrollPosition", function()
    local _, _, cv = shown()
    cv.allowsMultipleSelection = true
    local names = { "none", "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right" }
    for i, name in ipairs(names) do
      cv:selectItem(ui.IndexPath(i - 1, 0), false, name)
    end
    assert.are.equal(#names, #cv:indexPathsForSelectedItems())
    assert.has_error(function() cv:selectItem(ui.IndexPath(0, 0), false, "middle") end,
      'bad argument #3 to \'selectItem\' ("none", "top", "centeredVertically", "bottom", "left", '
        .. '"centeredHorizontally" or "right" expected, got "middle")')
  end)
end)

describe("the collection seed pattern", function()
  local function cancelledPop(ios)
    local world = ui.World{ ios = ios }
    local grid = world:CollectionViewController{ items = { 12 }, title = "Grid" }
    local detail = world:ViewController{ title = "Detail" }
    local nav = world:NavigationController(grid)
    world:show(nav)
    local cv = grid.collectionView
    cv:tap(ui.IndexPath(3, 0))
    nav:pushViewController(detail, true)
    world:settle()
    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    world:advance(0.1)
    swipe:cancel()
    world:settle()
    assert.are.equal(detail, nav.topViewController)
    return cv:indexPathsForSelectedItems()
  end

  it("restores the selection on a cancelled pop (ios 17)", function()
    assert.are.same({ ui.IndexPath(3, 0) }, cancelledPop(17))
  end)

  it("keeps it on a cancelled pop (ios 10, legacy)", function()
    assert.are.same({ ui.IndexPath(3, 0) }, cancelledPop(10))
  end)
end)

describe("CollectionViewController overrides", function()
  it("runs a Lua viewWillAppear and the built-in clearing through self.super", function()
    local world = ui.World{}
    local grid = world:CollectionViewController{ items = { 5 } }
    local seen
    function grid:viewWillAppear(animated)
      seen = animated
      self.super:viewWillAppear(animated)
    end
    world:show(grid)
    assert.is_false(seen)
    grid.clearsSelectionOnViewWillAppear = false
    assert.is_false(grid.clearsSelectionOnViewWillAppear)
  end)
end)
