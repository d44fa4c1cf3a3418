-- Cell layout from Lua: tv:registerCell(identifier, class) with init, layoutSubviews and
-- layoutContentView; overrides on one cell (function cell:layoutSubviews() ... end); cell.super;
-- cell:setNeedsLayout(), cell:layoutIfNeeded(), cell.reuseIdentifier; errors in those callbacks.

local IP = ui.IndexPath

local function rect(x, y, width, height) return { x = x, y = y, width = width, height = height } end

-- A 320-point-wide list of `rows` 44-point rows; `class`, when given, is registered for the
-- identifier the rows model dequeues ("Cell") before the table is shown.
local function shown(class, rows)
  local world = ui.World{ width = 320, height = 440 }
  local list = world:TableViewController{ rows = { rows or 20 }, rowHeight = 44 }
  local tv = list.tableView
  if class then tv:registerCell("Cell", class) end
  world:show(list)
  return world, tv
end

-- A class whose cells hold one label, 16 points in from the sides and 12 from top and bottom.
local function labelClass(world)
  return {
    init = function(cell) cell.contentView:addSubview(world:View{}) end,
    layoutContentView = function(cell)
      local b = cell.contentView.bounds
      cell.contentView.subviews[1].frame = rect(16, 12, b.width - 32, b.height - 24)
    end,
  }
end

describe("tv:registerCell", function()
  it("makes the rows model's cells from the class, calling init once per cell made", function()
    local made = {}
    local world = ui.World{ width = 320, height = 440 }
    local list = world:TableViewController{ rows = { 20 }, rowHeight = 44 }
    list.tableView:registerCell("Cell", { init = function(cell) made[#made + 1] = cell end })
    world:show(list)
    assert.are.equal(10, #made)                        -- ten 44-point rows fill 440 points
    local cell = list.tableView:cellForRow(IP(0, 0))
    assert.are.equal(made[1], cell)
    assert.are.equal("Cell", cell.reuseIdentifier)
  end)

  it("a class's layoutContentView lays out content from the content view's bounds", function()
    local world = ui.World{ width = 320, height = 440 }
    local list = world:TableViewController{ rows = { 20 }, rowHeight = 44 }
    list.tableView:registerCell("Cell", labelClass(world))
    world:show(list)
    local cell = list.tableView:cellForRow(IP(1, 0))
    assert.are.same(rect(16, 12, 288, 20), cell.contentView.subviews[1].frame)
  end)

  it("another identifier leaves the rows model's cells as they are", function()
    local called = false
    local _, tv = shown()
    tv:registerCell("Other", { init = function() called = true end })
    tv:reloadData()
    assert.is_false(called)
    assert.are.equal("Cell", tv:cellForRow(IP(0, 0)).reuseIdentifier)
  end)

  it("looks the functions up on each call, so functions added later count", function()
    local class = {}
    local world, tv = shown(class)
    local calls = 0
    class.layoutContentView = function() calls = calls + 1 end
    tv:cellForRow(IP(0, 0)):layoutIfNeeded()
    assert.are.equal(0, calls)                         -- not marked: no layout pass
    local cell = tv:cellForRow(IP(0, 0))
    cell.contentView:setNeedsLayout()
    cell:layoutIfNeeded()
    assert.are.equal(1, calls)
  end)

  it("checks its arguments", function()
    local _, tv = shown()
    assert.has_error(function() tv:registerCell(3, {}) end,
      "bad argument #1 to 'registerCell' (string expected, got number)")
    assert.has_error(function() tv:registerCell("Cell") end,
      "bad argument #2 to 'registerCell' (table expected, got no value)")
    assert.has_error(function() tv:registerCell("Cell", { layoutSubviews = 3 }) end,
      "bad argument #2 to 'registerCell' (field 'layoutSubviews': function expected, got number)")
    assert.has_error(function() tv:registerCell("Cell", { init = "x" }) end,
      "bad argument #2 to 'registerCell' (field 'init': function expected, got string)")
  end)
end)

describe("layoutSubviews", function()
  it("on a class replaces the built-in: without super the content view keeps a zero frame", function()
    local seen = {}
    local _, tv = shown{ layoutSubviews = function(cell) seen[#seen + 1] = cell end }
    local cell = tv:cellForRow(IP(0, 0))
    assert.are.equal(cell, seen[1])
    assert.are.same(rect(0, 0, 0, 0), cell.contentView.frame)
  end)

  it("self.super:layoutSubviews() runs the built-in: the content view fills the cell", function()
    local class = {}
    function class:layoutSubviews() self.super:layoutSubviews() end
    local _, tv = shown(class)
    assert.are.same(rect(0, 0, 320, 44), tv:cellForRow(IP(0, 0)).contentView.frame)
  end)

  it("reads back as the class's function when the cell has none of its own", function()
    local class = { layoutSubviews = function(cell) cell.super:layoutSubviews() end }
    local _, tv = shown(class)
    local cell = tv:cellForRow(IP(0, 0))
    assert.are.equal(class.layoutSubviews, cell.layoutSubviews)
    assert.is_nil(cell.layoutContentView)
  end)

  it("assigned on one cell overrides that cell only, over its class; nil removes it", function()
    local calls = {}
    local _, tv = shown{ layoutSubviews = function(cell)
      calls[#calls + 1] = "class"
      cell.super:layoutSubviews()
    end }
    local cell, other = tv:cellForRow(IP(0, 0)), tv:cellForRow(IP(1, 0))
    local function mine(self)
      calls[#calls + 1] = "cell"
      self.super:layoutSubviews()
    end
    cell.layoutSubviews = mine
    assert.are.equal(mine, cell.layoutSubviews)
    calls = {}
    cell:setNeedsLayout(); cell:layoutIfNeeded()
    other:setNeedsLayout(); other:layoutIfNeeded()
    assert.are.same({ "cell", "class" }, calls)
    cell.layoutSubviews = nil
    calls = {}
    cell:setNeedsLayout(); cell:layoutIfNeeded()
    assert.are.same({ "class" }, calls)
  end)

  it("can be assigned on a plain cell of the rows model, with method syntax", function()
    local world, tv = shown()
    local cell = tv:cellForRow(IP(2, 0))
    assert.is_nil(cell.layoutSubviews)
    local label = world:View{}
    cell.contentView:addSubview(label)
    function cell:layoutContentView()
      self.super:layoutContentView()                   -- the built-in does nothing
      local b = self.contentView.bounds
      label.frame = rect(8, 0, b.width - 16, b.height)
    end
    cell:layoutIfNeeded()                              -- addSubview marked the content view
    assert.are.same(rect(8, 0, 304, 44), label.frame)
  end)

  it("refuses other values", function()
    local _, tv = shown()
    local cell = tv:cellForRow(IP(0, 0))
    assert.has_error(function() cell.layoutSubviews = 3 end,
      "bad value for field 'layoutSubviews' (function expected, got number)")
    assert.has_error(function() cell.label = {} end, "attempt to assign to unknown field 'label' of TableViewCell")
    assert.has_error(function() cell.super = {} end, "attempt to assign to read-only field 'super' of TableViewCell")
    assert.has_error(function() cell.super:viewWillAppear(false) end,
      "attempt to read unknown field 'viewWillAppear' of TableViewCell.super")
  end)
end)

describe("cell:setNeedsLayout and cell:layoutIfNeeded", function()
  it("run the cell's layout pass again only when marked", function()
    local passes = 0
    local _, tv = shown{ layoutSubviews = function(cell)
      passes = passes + 1
      cell.super:layoutSubviews()
    end }
    local cell = tv:cellForRow(IP(0, 0))
    local before = passes
    cell:layoutIfNeeded()
    assert.are.equal(before, passes)
    cell:setNeedsLayout()
    cell:layoutIfNeeded()
    assert.are.equal(before + 1, passes)
  end)
end)

describe("errors in cell callbacks", function()
  it("an error in init is raised by the call that made the cell; the world stays usable", function()
    local world = ui.World{ width = 320, height = 440 }
    local list = world:TableViewController{ rows = { 20 }, rowHeight = 44 }
    list.tableView:registerCell("Cell", { init = function() error("boom in init") end })
    local ok, err = pcall(world.show, world, list)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in init", 1, true))
    assert.truthy(tostring(err):find("stack traceback", 1, true))
    assert.is_not_nil(list.tableView:cellForRow(IP(0, 0)))
    world:advance(1)
  end)

  it("an error in layoutSubviews is raised by the triggering call, and the built-in layout runs", function()
    local fail = false
    local _, tv = shown{ layoutSubviews = function(cell)
      if fail then error("boom in layoutSubviews") end
      cell.super:layoutSubviews()
    end }
    local cell = tv:cellForRow(IP(0, 0))
    fail = true
    cell:setNeedsLayout()
    assert.has_error(function() cell:layoutIfNeeded() end)
    cell:setNeedsLayout()
    local ok, err = pcall(cell.layoutIfNeeded, cell)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in layoutSubviews", 1, true))
    assert.are.same(rect(0, 0, 320, 44), cell.contentView.frame)
    fail = false
    cell:setNeedsLayout()
    cell:layoutIfNeeded()                              -- usable again
  end)

  it("an error in layoutContentView during an update is raised by tv:endUpdates", function()
    local fail = false
    local _, tv = shown{ layoutContentView = function() if fail then error("boom in layoutContentView") end end }
    local heights = {}
    tv.delegate = { heightForRowAt = function(_, p) return heights[p.row] or 44 end }
    assert.are.equal(44, tv:rectForRow(IP(1, 0)).height)   -- the delegate's first layout
    heights[1] = 100
    fail = true
    tv:beginUpdates()
    local ok, err = pcall(tv.endUpdates, tv)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in layoutContentView", 1, true))
    assert.are.equal(100, tv:rectForRow(IP(1, 0)).height)
  end)
end)
