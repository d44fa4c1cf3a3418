-- The table view's reach: row heights, visible cells, hit testing, content inset and editing
-- mode (rules 1.1–1.3, 1.24, 2.14, 2.15, 2.19, 2.20, 2.21).
local IP = ui.IndexPath

local function shown(options)
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController(options or { rows = { 100 }, rowHeight = 44 })
  world:show(list)
  return world, list, list.tableView
end

describe("tv.rowHeight and tv.estimatedRowHeight", function()
  it("read the table's values, -1 (automaticDimension) by default (rule 2.14)", function() -- rule 2.14
    local _, _, tv = shown({ rows = { 10 } })
    assert.are.equal(-1, tv.rowHeight)
    assert.are.equal(-1, tv.estimatedRowHeight)
    local _, _, sized = shown({ rows = { 10 }, rowHeight = 60 })
    assert.are.equal(60, sized.rowHeight)
  end)

  it("writing rowHeight lays the rows out again at the new height (rule 2.14)", function() -- rule 2.14
    local _, _, tv = shown()
    assert.are.equal(44, tv:rectForRow(IP(3, 0)).height)
    tv.rowHeight = 80
    assert.are.equal(80, tv.rowHeight)
    assert.are.equal(80, tv:rectForRow(IP(3, 0)).height)
    assert.are.equal(240, tv:rectForRow(IP(3, 0)).y)
    assert.are.equal(8000, tv.contentSize.height)
  end)

  it("a delegate's heightForRowAt wins over rowHeight (rule 2.14)", function() -- rule 2.14
    local _, _, tv = shown()
    tv.delegate = { heightForRowAt = function() return 50 end }
    tv.rowHeight = 90
    assert.are.equal(50, tv:rectForRow(IP(1, 0)).height)
  end)

  it("writing estimatedRowHeight is read back; 0 turns estimation off (rule 2.15)", function() -- rule 2.15
    local _, _, tv = shown()
    tv.estimatedRowHeight = 0
    assert.are.equal(0, tv.estimatedRowHeight)
    tv.estimatedRowHeight = 120
    assert.are.equal(120, tv.estimatedRowHeight)
    assert.are.equal(44, tv:rectForRow(IP(0, 0)).height)   -- the real height, not the estimate
  end)

  it("refuses negative, non-finite and non-number values", function()
    local _, _, tv = shown()
    assert.has_error(function() tv.rowHeight = -2 end,
      "bad value for field 'rowHeight' (non-negative number or -1 (automaticDimension) expected, got -2)")
    assert.has_error(function() tv.estimatedRowHeight = "tall" end,
      "bad value for field 'estimatedRowHeight' (non-negative number or -1 (automaticDimension) expected, got string)")
    assert.has_error(function() tv.rowHeight = 1 / 0 end)
    tv.rowHeight = -1
    assert.are.equal(-1, tv.rowHeight)
    assert.has_error(function() return tv.rowHieght end,
      "attempt to read unknown field 'rowHieght' of TableView (did you mean 'rowHeight'?)")
  end)
end)

describe("tv:visibleCells(), tv:indexPathForCell(cell), tv:indexPathForRow(point)", function()
  it("visibleCells gives the cells on screen in row order, the same cells cellForRow gives (rule 2.19)", function() -- rule 2.19
    local _, _, tv = shown()
    local cells = tv:visibleCells()
    local rows = tv:indexPathsForVisibleRows()
    assert.are.equal(#rows, #cells)
    assert.are.equal(20, #cells)                         -- 844 / 44: rows 0 ... 19, the last partly
    for i, cell in ipairs(cells) do assert.are.equal(tv:cellForRow(rows[i]), cell) end
    tv.contentOffset = { x = 0, y = 440 }
    assert.are.equal(tv:cellForRow(IP(10, 0)), tv:visibleCells()[1])
  end)

  it("visibleCells is an empty table for a table without rows", function()
    -- rule 2.19, rule 2.21
    local _, _, tv = shown({ rows = { 0 } })
    assert.are.same({}, tv:visibleCells())
    assert.is_nil(tv:indexPathsForVisibleRows())   -- nil, not empty, when no row is visible
  end)

  it("indexPathForCell gives a visible cell's row, nil once it is reused elsewhere (rule 2.21)", function() -- rule 2.21
    local _, _, tv = shown()
    local cell = tv:cellForRow(IP(5, 0))
    assert.are.equal(IP(5, 0), tv:indexPathForCell(cell))
    tv.contentOffset = { x = 0, y = 44 * 50 }
    local now = tv:indexPathForCell(cell)
    assert.is_true(now == nil or now.row >= 50)          -- gone, or reused for a row now visible
    assert.has_error(function() tv:indexPathForCell(IP(0, 0)) end)
  end)

  it("indexPathForRow(point) gives the row under a point in table coordinates, nil outside (rule 2.21)", function() -- rule 2.21
    local _, _, tv = shown()
    assert.are.equal(IP(0, 0), tv:indexPathForRow({ x = 10, y = 0 }))
    assert.are.equal(IP(2, 0), tv:indexPathForRow({ x = 10, y = 100 }))
    assert.are.equal(IP(99, 0), tv:indexPathForRow({ x = 10, y = 4399 }))
    assert.is_nil(tv:indexPathForRow({ x = 10, y = 4400 }))
    assert.is_nil(tv:indexPathForRow({ x = -1, y = 100 }))
    assert.has_error(function() tv:indexPathForRow({ x = 1 }) end,
      "bad argument #1 to 'indexPathForRow' ({x = number, y = number} expected)")
  end)
end)

describe("tv.contentInset", function()
  it("is zero by default, reads back what is written, and scrolling to the top honours it (rule 2.20)", function() -- rule 2.20
    local _, _, tv = shown()
    assert.are.same({ top = 0, left = 0, bottom = 0, right = 0 }, tv.contentInset)
    tv.contentInset = { top = 20, left = 0, bottom = 30, right = 0 }
    assert.are.same({ top = 20, left = 0, bottom = 30, right = 0 }, tv.contentInset)
    assert.are.equal("{top=20, left=0, bottom=30, right=0}", tostring(tv.contentInset))
    tv:scrollToRow(IP(10, 0), "top", false)
    assert.are.equal(440 - 20, tv.contentOffset.y)       -- y = rect.minY - inset.top
    tv:scrollToRow(IP(99, 0), "bottom", false)
    assert.are.equal(4400 - 844 + 30, tv.contentOffset.y) -- y = rect.maxY - h + inset.bottom
  end)

  it("refuses a table without the four numbers", function()
    local _, _, tv = shown()
    assert.has_error(function() tv.contentInset = { top = 1 } end,
      "bad value for field 'contentInset' ({top = number, left = number, bottom = number, right = number} expected)")
    assert.has_error(function() tv.contentInset = 4 end,
      "bad value for field 'contentInset' (table expected, got number)")
  end)
end)

describe("editing mode", function()
  it("has UIKit's defaults (rule 1.1)", function() -- rule 1.1
    local _, _, tv = shown()
    assert.is_false(tv.isEditing)
    assert.is_false(tv.allowsSelectionDuringEditing)
    assert.is_false(tv.allowsMultipleSelectionDuringEditing)
  end)

  it("while editing, taps select only with allowsSelectionDuringEditing (rule 1.2)", function() -- rule 1.2
    local _, _, tv = shown()
    local asked = 0
    tv.delegate = { willSelectRowAt = function(_, _, p) asked = asked + 1; return p end }
    tv:setEditing(true, false)
    assert.is_true(tv.isEditing)
    tv:tap(IP(2, 0))
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(0, asked)
    tv.allowsSelectionDuringEditing = true
    tv:tap(IP(2, 0))
    assert.are.equal(IP(2, 0), tv:indexPathForSelectedRow())
    assert.are.equal(1, asked)
  end)

  it("allowsMultipleSelectionDuringEditing gives multiple selection while editing only (rule 1.3)", function() -- rule 1.3
    local _, _, tv = shown()
    tv.allowsMultipleSelectionDuringEditing = true
    tv.isEditing = true
    tv:tap(IP(1, 0))
    tv:tap(IP(4, 0))
    assert.are.same({ IP(1, 0), IP(4, 0) }, tv:indexPathsForSelectedRows())
    tv.isEditing = false
    tv:tap(IP(6, 0))
    tv:tap(IP(7, 0))
    assert.are.same({ IP(7, 0) }, tv:indexPathsForSelectedRows())
  end)

  it("switching modes drops the selection without delegate calls; the same mode keeps it (rule 1.24)", function() -- rule 1.24
    local _, _, tv = shown()
    local calls = {}
    local delegate = {}
    function delegate:willDeselectRowAt(_, p) calls[#calls + 1] = "willDeselect"; return p end
    function delegate:didDeselectRowAt() calls[#calls + 1] = "didDeselect" end
    tv.delegate = delegate
    tv:tap(IP(3, 0))
    local cell = tv:cellForRow(IP(3, 0))
    tv:setEditing(false, false)                           -- no change: the selection stays
    assert.are.equal(IP(3, 0), tv:indexPathForSelectedRow())
    tv:setEditing(true, true)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.is_false(cell.isSelected)
    assert.are.same({}, calls)
    tv.allowsSelectionDuringEditing = true
    tv:tap(IP(5, 0))
    tv.isEditing = false
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.same({}, calls)
  end)

  it("checks its arguments and values", function()
    local _, _, tv = shown()
    assert.has_error(function() tv:setEditing(true) end,
      "bad argument #2 to 'setEditing' (boolean expected, got no value)")
    assert.has_error(function() tv:setEditing("yes", false) end)
    assert.has_error(function() tv.isEditing = 1 end, "bad value for field 'isEditing' (boolean expected, got number)")
    assert.has_error(function() tv.allowsSelectionDuringEditing = nil end,
      "bad value for field 'allowsSelectionDuringEditing' (boolean expected, got nil)")
  end)
end)

describe("a list view whose controller the script dropped", function()
  it("keeps its controller's model alive: a delegate can still be set after a full collection", function()
    local world = ui.World{}
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    local cv = world:CollectionViewController{ items = { 2 } }.collectionView
    collectgarbage("collect"); collectgarbage("collect")
    local d = { n = 0 }
    function d:didSelectRowAt() self.n = self.n + 1 end
    tv.delegate = d
    tv:tap(ui.IndexPath(0, 0))
    assert.are.equal(1, d.n)
    assert.are.equal(3, tv:numberOfRowsInSection(0))
    cv.delegate = {}
    assert.are.equal(2, cv:numberOfItemsInSection(0))
  end)
end)
