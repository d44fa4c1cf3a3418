-- Table view controllers: the table, its selection, touches, cells, and the built-in clearing
-- of the selection as the controller appears (rules 8.1–8.6).
local function shown(options)
  local world = ui.World{ ios = options and options.ios or 17 }
  local list = world:TableViewController{ rows = { 10, 3 }, rowHeight = 44, title = "List" }
  world:show(list)
  return world, list, list.tableView
end

-- The log entries after index `start`.
local function since(world, start)
  return { table.unpack(world.log, start + 1) }
end

-- A list with row 2 selected under a pushed detail.
local function pushedWithSelection(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 10, 3 }, rowHeight = 44,
                                          clearsSelectionOnViewWillAppear = true, title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  local tv = list.tableView
  tv:tap(ui.IndexPath(2, 0))
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(2)
  return world, nav, list, tv
end

describe("TableViewController", function()
  it("is made from row counts, with a title and its options", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 10, 3 }, rowHeight = 44,
                                            clearsSelectionOnViewWillAppear = false, title = "List" }
    assert.are.equal("List", list.title)
    assert.is_false(list.clearsSelectionOnViewWillAppear)
    list.clearsSelectionOnViewWillAppear = true
    assert.is_true(list.clearsSelectionOnViewWillAppear)
    assert.are.equal('TableViewController "List"', tostring(list))
    assert.is_nil(list:transitionCoordinator())
    local tv = list.tableView
    assert.are.equal(tv, list.tableView)
    assert.is_true(rawequal(tv, list.tableView))
    assert.are.equal(2, tv:numberOfSections())
    assert.are.equal(10, tv:numberOfRowsInSection(0))
    assert.are.equal(3, tv:numberOfRowsInSection(1))
    assert.are.equal(0, world:TableViewController().tableView:numberOfSections())
  end)

  it("checks its options", function()
    local world = ui.World{}
    assert.has_error(function() world:TableViewController{ rows = 3 } end,
      "bad argument #1 to 'TableViewController' (field 'rows': table expected, got number)")
    assert.has_error(function() world:TableViewController{ rows = { 1, -2 } } end,
      "bad argument #1 to 'TableViewController' (field 'rows': entry 2: row count (0 ... 1000000) expected, got -2)")
    assert.has_error(function() world:TableViewController{ rowHeight = 0 } end,
      "bad argument #1 to 'TableViewController' (field 'rowHeight': positive number expected, got 0)")
    assert.has_error(function() world:TableViewController{ clearsSelectionOnViewWillAppear = 1 } end,
      "bad argument #1 to 'TableViewController' (field 'clearsSelectionOnViewWillAppear': boolean expected, got number)")
  end)

  it("can be the root of a navigation controller", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 1 }, title = "List" }
    local nav = world:NavigationController(list)
    world:show(nav)
    assert.are.equal(list, nav.topViewController)
    assert.are.equal(nav, list.navigationController)
  end)
end)

describe("TableView", function()
  it("reads and writes allowsSelection and allowsMultipleSelection", function()
    local _, _, tv = shown()
    assert.is_true(tv.allowsSelection)
    assert.is_false(tv.allowsMultipleSelection)
    tv.allowsMultipleSelection = true
    assert.is_true(tv.allowsMultipleSelection)
    tv.allowsSelection = false
    assert.is_false(tv.allowsSelection)
    tv:tap(ui.IndexPath(1, 0))
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.has_error(function() tv.allowsSelection = "yes" end,
      "bad value for field 'allowsSelection' (boolean expected, got string)")
  end)

  it("selects on a tap and logs the cell's setters, with no delegate", function()
    local world, _, tv = shown()
    local start = #world.log
    tv:tap(ui.IndexPath(2, 0))
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
    assert.are.same({
      "cell [0, 2] setHighlighted(true, animated: false)",
      "cell [0, 2] setHighlighted(false, animated: false)",
      "cell [0, 2] setSelected(true, animated: false)",
      "UITableView.selectionDidChangeNotification",
    }, since(world, start))
    local cell = tv:cellForRow(ui.IndexPath(2, 0))
    assert.is_true(cell.isSelected)
    assert.is_false(cell.isHighlighted)
    assert.are.equal(1, cell.selectionAlpha)
  end)

  it("highlights on touch down, selects on touch up, and a cancelled touch selects nothing", function()
    local _, _, tv = shown()
    local ip = ui.IndexPath(4, 0)
    tv:touchDown(ip)
    assert.is_true(tv:cellForRow(ip).isHighlighted)
    assert.is_nil(tv:indexPathForSelectedRow())
    tv:touchCancel(ip)
    assert.is_false(tv:cellForRow(ip).isHighlighted)
    assert.is_nil(tv:indexPathForSelectedRow())
    tv:touchDown(ip)
    tv:touchUp(ip)
    assert.are.equal(ip, tv:indexPathForSelectedRow())
  end)

  it("selects and deselects from code, singly and in multiple mode", function()
    local world, _, tv = shown()
    assert.is_nil(tv:indexPathsForSelectedRows())
    tv:selectRow(ui.IndexPath(1, 0), false, "none")
    tv:selectRow(ui.IndexPath(0, 1), false, "top")
    assert.are.same({ ui.IndexPath(0, 1) }, tv:indexPathsForSelectedRows())
    tv.allowsMultipleSelection = true
    tv:selectRow(ui.IndexPath(3, 0), false, "middle")
    tv:selectRow(ui.IndexPath(2, 1), false, "bottom")
    assert.are.same({ ui.IndexPath(3, 0), ui.IndexPath(0, 1), ui.IndexPath(2, 1) }, tv:indexPathsForSelectedRows())
    assert.are.equal(ui.IndexPath(3, 0), tv:indexPathForSelectedRow())
    tv:deselectRow(ui.IndexPath(3, 0), false)
    assert.are.equal(ui.IndexPath(0, 1), tv:indexPathForSelectedRow())
    tv:selectRow(nil, false, "none")
    assert.is_nil(tv:indexPathsForSelectedRows())

    -- An animated deselection fades the selected background.
    tv:selectRow(ui.IndexPath(1, 0), false, "top")
    local ip = ui.IndexPath(1, 0)
    tv:deselectRow(ip, true)
    world:advance(0.15)
    local alpha = tv:cellForRow(ip).selectionAlpha
    assert.is_true(alpha > 0 and alpha < 1)
    world:settle(1)
    assert.are.equal(0, tv:cellForRow(ip).selectionAlpha)
  end)

  it("gives cells and rectangles", function()
    local _, _, tv = shown()
    local r = tv:rectForRow(ui.IndexPath(2, 0))
    assert.are.same({ x = 0, y = 88, width = 390, height = 44 }, r)
    local cell = tv:cellForRow(ui.IndexPath(2, 0))
    assert.are.same(r, cell.frame)
    assert.are.same({ x = 0, y = 0, width = 390, height = 44 }, cell.contentView.frame)
    assert.are.equal("TableViewCell[0, 2]", tostring(cell))
    assert.are.equal(cell, tv:cellForRow(ui.IndexPath(2, 0)))
  end)

  it("has no cell for a row that is not visible", function()
    local world = ui.World{ height = 200 }
    local list = world:TableViewController{ rows = { 10 }, rowHeight = 44 }
    world:show(list)
    assert.is_nil(list.tableView:cellForRow(ui.IndexPath(9, 0)))
  end)

  it("refuses index paths out of range, and bad arguments, in Lua's words", function()
    local _, _, tv = shown()
    assert.has_error(function() tv:selectRow(ui.IndexPath(12, 0), false, "none") end,
      "bad argument #1 to 'selectRow' (row 12 out of range: section 0 has 10 rows)")
    assert.has_error(function() tv:touchDown(ui.IndexPath(0, 2)) end,
      "bad argument #1 to 'touchDown' (section 2 out of range: table has 2 sections)")
    assert.has_error(function() tv:tap(ui.IndexPath(-1, 1)) end,
      "bad argument #1 to 'tap' (row -1 out of range: section 1 has 3 rows)")
    assert.has_error(function() tv:cellForRow(5) end,
      "bad argument #1 to 'cellForRow' (IndexPath expected, got number)")
    assert.has_error(function() tv:selectRow(ui.IndexPath(1, 0), false, "left") end,
      "bad argument #3 to 'selectRow' (\"none\", \"top\", \"middle\" or \"bottom\" expected, got \"left\")")
    assert.has_error(function() tv:deselectRow(ui.IndexPath(1, 0)) end,
      "bad argument #2 to 'deselectRow' (boolean expected, got no value)")
    assert.has_error(function() tv:numberOfRowsInSection(2) end,
      "bad argument #1 to 'numberOfRowsInSection' (section 2 out of range: table has 2 sections)")
    assert.has_error(function() tv:rectForRow(ui.IndexPath(3, 1)) end,
      "bad argument #1 to 'rectForRow' (row 3 out of range: section 1 has 3 rows)")
    assert.is_nil(tv:indexPathForSelectedRow())
  end)
end)

describe("clearing the selection on an interactive pop", function()
  it("clears it once a finished pop settles (iOS 17)", function()
    local world, nav, list, tv = pushedWithSelection(17)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
    local swipe = nav:beginInteractivePop()
    swipe:update(0.5)
    assert.is_not_nil(list:transitionCoordinator())
    swipe:finish()
    world:settle(2)
    assert.are.equal(list, nav.topViewController)
    assert.is_nil(tv:indexPathForSelectedRow())
  end)

  it("restores it when the pop is cancelled (iOS 17)", function()
    local world, nav, list, tv = pushedWithSelection(17)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.3)
    swipe:cancel()
    world:settle(2)
    assert.are_not.equal(list, nav.topViewController)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
  end)

  it("keeps it through a cancelled pop on iOS 10, which waits for the end (rule 8.2)", function()
    local world, nav, list, tv = pushedWithSelection(10)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.3)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
    swipe:cancel()
    world:settle(2)
    assert.are_not.equal(list, nav.topViewController)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
  end)
end)
