-- Strict options and fields (issue 9): a misspelt option or field in any constructor or object
-- is an error in Lua's words, with the nearest known name as a hint.
local ui = require("ui")

local function message(f)
  local ok, err = pcall(f)
  assert.is_false(ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

describe("options tables", function()
  it("ui.World", function()
    assert.are.equal("bad argument #1 to 'World' (unknown option 'iOS' for ui.World (did you mean 'ios'?))",
      message(function() ui.World{ iOS = 9 } end))
    assert.are.equal("bad argument #1 to 'World' (unknown option 'colour' for ui.World (known options: fps, height, ios, width))",
      message(function() ui.World{ colour = "red" } end))
    assert.are.equal("bad argument #1 to 'World' (unknown option [1] for ui.World (option names are strings))",
      message(function() ui.World{ 17 } end))
    assert.are.equal("bad argument #1 to 'World' (field 'ios': number expected, got string)",
      message(function() ui.World{ ios = "17" } end))
  end)

  it("world:ViewController", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'ViewController' (unknown option 'tile' for world:ViewController (did you mean 'title'?))",
      message(function() world:ViewController{ tile = "A" } end))
  end)

  it("world:TableViewController", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'TableViewController' (unknown option 'row' for world:TableViewController (did you mean 'rows'?))",
      message(function() world:TableViewController{ row = { 20 } } end))
    assert.are.equal("bad argument #1 to 'TableViewController' (unknown option 'rowheight' for world:TableViewController (did you mean 'rowHeight'?))",
      message(function() world:TableViewController{ rowheight = 44 } end))
  end)

  it("world:CollectionViewController", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'CollectionViewController' (unknown option 'item' for world:CollectionViewController (did you mean 'items'?))",
      message(function() world:CollectionViewController{ item = { 3 } } end))
  end)

  it("world:View", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'View' (unknown option 'fram' for world:View (did you mean 'frame'?))",
      message(function() world:View{ fram = { x = 0, y = 0, width = 1, height = 1 } } end))
    assert.are.equal("bad argument #1 to 'View' (field 'accessibilityIdentifier': string expected, got number)",
      message(function() world:View{ accessibilityIdentifier = 3 } end))
  end)

  it("world:animate and ui.animate", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'animate' (unknown option 'durration' for world:animate (did you mean 'duration'?))",
      message(function() world:animate{ durration = 1, animations = function() end } end))
    assert.are.equal("bad argument #1 to 'animate' (unknown option 'completition' for ui.animate (did you mean 'completion'?))",
      message(function() ui.animate{ world = world, duration = 1, animations = function() end, completition = print } end))
  end)

  it("tv:registerCell's class: a near miss of a name UISim calls (helpers of its own are fine)", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 2 } }
    local tv = list.tableView
    assert.are.equal("bad argument #2 to 'registerCell' ('layoutSubview' in the cell class is never called (did you mean 'layoutSubviews'?))",
      message(function() tv:registerCell("Cell", { layoutSubview = function() end }) end))
    tv:registerCell("Cell", { init = function() end, configure = function() end })
  end)

  it("swipe:release", function()
    local world = ui.World{}
    local nav = world:NavigationController(world:ViewController{ title = "List" })
    world:show(nav)
    nav:pushViewController(world:ViewController{ title = "Detail" }, false)
    local swipe = nav:beginInteractivePop()
    assert.are.equal("bad argument #1 to 'release' (unknown option 'velocityX' for swipe:release (did you mean 'velocity'?))",
      message(function() swipe:release{ velocityX = 10 } end))
    swipe:cancel()
  end)
end)

describe("fields", function()
  local world, nav, list, tv, cell, grid, cv, item, view, swipe, coordinator

  before_each(function()
    world = ui.World{}
    list = world:TableViewController{ rows = { 5 }, title = "List" }
    nav = world:NavigationController(list)
    world:show(nav)
    tv = list.tableView
    cell = tv:cellForRow(ui.IndexPath(0, 0))
    grid = world:CollectionViewController{ items = { 4 }, title = "Grid" }
    nav:pushViewController(grid, false)
    cv = grid.collectionView
    item = cv:cellForItem(ui.IndexPath(0, 0))
    view = world:View{}
    swipe = nav:beginInteractivePop()
    coordinator = grid:transitionCoordinator()
  end)

  after_each(function()
    if swipe and swipe.isInteractive then swipe:cancel() end
  end)

  local cases = {
    { "World", function() return world.NavigationControler end,
      "attempt to read unknown field 'NavigationControler' of World (did you mean 'NavigationController'?)" },
    { "NavigationController", function() return nav.topViewControler end,
      "attempt to read unknown field 'topViewControler' of NavigationController (did you mean 'topViewController'?)" },
    { "TableViewController", function() list.titel = "x" end,
      "attempt to assign to unknown field 'titel' of TableViewController (did you mean 'title'?)" },
    { "ViewController.super", function() return list.super.viewWillApear end,
      "attempt to read unknown field 'viewWillApear' of ViewController.super (did you mean 'viewWillAppear'?)" },
    { "TableView", function() return tv.numberOfRowsInSectin end,
      "attempt to read unknown field 'numberOfRowsInSectin' of TableView (did you mean 'numberOfRowsInSection'?)" },
    { "TableViewCell", function() return cell.isSelcted end,
      "attempt to read unknown field 'isSelcted' of TableViewCell (did you mean 'isSelected'?)" },
    { "TableViewCell.super", function() return cell.super.layoutSubview end,
      "attempt to read unknown field 'layoutSubview' of TableViewCell.super (did you mean 'layoutSubviews'?)" },
    { "CollectionViewController", function() return grid.collectionVeiw end,
      "attempt to read unknown field 'collectionVeiw' of CollectionViewController (did you mean 'collectionView'?)" },
    { "CollectionView", function() return cv.numberOfItemsInSecton end,
      "attempt to read unknown field 'numberOfItemsInSecton' of CollectionView (did you mean 'numberOfItemsInSection'?)" },
    { "CollectionViewCell", function() return item.isHighlited end,
      "attempt to read unknown field 'isHighlited' of CollectionViewCell (did you mean 'isHighlighted'?)" },
    { "View", function() view.Frame = {} end,
      "attempt to assign to unknown field 'Frame' of View (did you mean 'frame'?)" },
    { "IndexPath", function() return ui.IndexPath(1, 0).rows end,
      "attempt to read unknown field 'rows' of IndexPath (did you mean 'row'?)" },
    { "InteractivePop", function() return swipe.percentComplet end,
      "attempt to read unknown field 'percentComplet' of InteractivePop (did you mean 'percentComplete'?)" },
    { "TransitionCoordinator", function() return coordinator.isInteractiv end,
      "attempt to read unknown field 'isInteractiv' of TransitionCoordinator (did you mean 'isInteractive'?)" },
  }
  cases[#cases + 1] = { "the ui module", function() return ui.Wrold end,
    "attempt to read unknown field 'Wrold' of ui (did you mean 'World'?)" }
  for _, case in ipairs(cases) do
    it(case[1], function()
      assert.are.equal(case[3], message(case[2]))
    end)
  end

  it("a read-only field says so, without a guess", function()
    assert.are.equal("attempt to assign to read-only field 'tableView' of TableViewController",
      message(function() list.tableView = tv end))
  end)
end)
