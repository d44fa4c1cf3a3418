-- The delegates' display news: `d:willDisplay(view, cell, ip)` and
-- `d:didEndDisplaying(view, cell, ip)` on tv.delegate and cv.delegate (rules 1.30, 3.30).
local IP = ui.IndexPath

-- A delegate that logs its display calls as "will 3" / "end 3" and keeps the cells it was told of.
local function recorder()
  local d = { log = {}, cells = {} }
  function d:willDisplay(_, cell, p)
    self.log[#self.log + 1] = "will " .. p.row
    self.cells[p.row] = cell
  end
  function d:didEndDisplaying(_, cell, p)
    self.log[#self.log + 1] = "end " .. p.row
    self.ended = self.ended or {}
    self.ended[p.row] = cell
  end
  return d
end

local count = require "spec.support.prefix_count"

-- Scrolls `view` down to `y`: element 0's cell ends its display at its old path, and every
-- cell now visible was announced by willDisplay.
local function scrollsAway(view, cellAt, d, y)
  local first = cellAt(view, IP(0, 0))
  d.log = {}
  view.contentOffset = { x = 0, y = y }
  assert.are.equal(first, d.ended[0])
  assert.is_nil(cellAt(view, IP(0, 0)))
  assert.is_true(count(d.log, "end") > 0 and count(d.log, "will") > 0)
  for _, cell in ipairs(view:visibleCells()) do
    assert.are.equal(cell, d.cells[view:indexPathForCell(cell).row])
  end
end

local function table_()
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = { 100 }, rowHeight = 44 }
  local d = recorder()
  list.tableView.delegate = d
  world:show(list)
  return world, list.tableView, d
end

local function grid()
  local world = ui.World{ ios = 17 }
  local g = world:CollectionViewController{ items = { 60 }, itemSize = { 100, 100 } }
  local d = recorder()
  g.collectionView.delegate = d
  world:show(g)
  return world, g.collectionView, d
end

describe("tv.delegate display news", function()
  it("willDisplay hears each row the table first shows, in row order, with its cell (rule 1.30)", function() -- rule 1.30
    local _, tv, d = table_()
    local visible = tv:visibleCells()
    assert.is_true(#visible > 0)
    assert.are.equal(#visible, #d.log)
    for i, cell in ipairs(visible) do
      assert.are.equal("will " .. (i - 1), d.log[i])
      assert.are.equal(cell, d.cells[i - 1])
      assert.are.equal(cell, tv:cellForRow(IP(i - 1, 0)))
    end
    assert.are.equal(0, count(d.log, "end"))
  end)

  it("scrolling ends the display of rows that leave and shows the rows that arrive (rule 1.30)", function() -- rule 1.30
    local _, tv, d = table_()
    scrollsAway(tv, tv.cellForRow, d, 44 * 30)
    assert.are.equal(count(d.log, "end"), count(d.log, "will"))
    local n = count(d.log, "end")
    for i = 1, n do assert.are.equal("end " .. (i - 1), d.log[i]) end   -- leavers first, in row order
  end)

  it("reloadData ends every row's display, then shows them again (rule 1.30)", function() -- rule 1.30
    local _, tv, d = table_()
    local n = #tv:visibleCells()
    d.log = {}
    tv:reloadData()
    assert.are.equal(n, count(d.log, "end"))
    assert.are.equal(n, count(d.log, "will"))
    for i = 1, n do                                     -- all ends first, each list in row order
      assert.are.equal("end " .. (i - 1), d.log[i])
      assert.are.equal("will " .. (i - 1), d.log[n + i])
    end
  end)

  it("deleting a row ends its display at the path it had (rule 1.30)", function() -- rule 1.30
    local world, tv, d = table_()
    local cell = tv:cellForRow(IP(2, 0))
    d.log, d.ended = {}, {}
    tv:deleteRows({ IP(2, 0) }, "none")
    world:settle()
    assert.are.equal(cell, d.ended[2])
  end)

  it("the ui module is closed inside them: the call that caused them raises", function() -- rule 1.30
    local _, tv = table_()
    tv.delegate = { willDisplay = function(_, t) t:reloadData() end }
    local ok, err = pcall(function() tv.contentOffset = { x = 0, y = 44 * 40 } end)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("attempt to use 'reloadData' inside tv.delegate.willDisplay", 1, true))
  end)

  it("a misspelt name is refused with a suggestion", function()
    local _, tv = table_()
    local ok, err = pcall(function() tv.delegate = { willDisplya = function() end } end)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("did you mean 'willDisplay'", 1, true))
    assert.has_error(function() tv.delegate = { didEndDisplayng = function() end } end)
  end)
end)

describe("cv.delegate display news", function()
  it("willDisplay hears each item the collection first shows, with its cell (rule 3.30)", function() -- rule 3.30
    local _, cv, d = grid()
    local visible = cv:visibleCells()
    assert.is_true(#visible > 0)
    assert.are.equal(#visible, count(d.log, "will"))
    for i, cell in ipairs(visible) do assert.are.equal(cell, d.cells[i - 1]) end
    assert.are.equal(0, count(d.log, "end"))
  end)

  it("scrolling ends the display of items that leave and shows the items that arrive (rule 3.30)", function() -- rule 3.30
    local _, cv, d = grid()
    scrollsAway(cv, cv.cellForItem, d, 1000)
  end)

  it("reloadData ends every item's display, in order, then shows them again (rule 3.30)", function() -- rule 3.30
    local _, cv, d = grid()
    local n = #cv:visibleCells()
    d.log = {}
    cv:reloadData()
    for i = 1, n do
      assert.are.equal("end " .. (i - 1), d.log[i])
      assert.are.equal("will " .. (i - 1), d.log[n + i])
    end
    assert.are.equal(2 * n, #d.log)
  end)

  it("deleting an item ends its display at the path it had (rule 3.30)", function() -- rule 3.30
    local world, cv, d = grid()
    local cell = cv:cellForItem(IP(1, 0))
    d.log, d.ended = {}, {}
    cv:deleteItems({ IP(1, 0) })
    world:settle()
    assert.are.equal(cell, d.ended[1])
  end)
end)
