-- Editing a table view: reloadData, batch updates, row and section edits, scrolling and the
-- content geometry (rules 1.21, 1.23 [SIM], 2.1–2.10, 2.20).
local IP = ui.IndexPath

local function shown(rows)
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = rows or { 10, 3 }, rowHeight = 44, title = "List" }
  world:show(list)
  return world, list, list.tableView
end

local function rowsOf(tv)
  local counts = {}
  for s = 0, tv:numberOfSections() - 1 do counts[#counts + 1] = tv:numberOfRowsInSection(s) end
  return counts
end

local function path(p) return p and { p.row, p.section } end

describe("TableView editing", function()
  it("inserts and deletes rows, and the selection moves with them (rule 1.23)", function()
    local world, list, tv = shown()
    tv:selectRow(IP(4, 0), false, "none")
    tv:insertRows({ IP(0, 0), IP(1, 0) }, "automatic")
    assert.are.same({ 12, 3 }, rowsOf(tv))
    assert.are.same({ 6, 0 }, path(tv:indexPathForSelectedRow()))
    tv:deleteRows({ IP(0, 0) }, "fade")
    assert.are.same({ 11, 3 }, rowsOf(tv))
    assert.are.same({ 5, 0 }, path(tv:indexPathForSelectedRow()))
    tv:deleteRows({ IP(5, 0) }, "none")
    assert.is_nil(tv:indexPathForSelectedRow())
    world:settle(2)
    assert.are.same({ 10, 3 }, rowsOf(tv))
  end)

  it("reloadData drops the selection (rule 1.21) and reads the model again", function()
    local world, list, tv = shown()
    tv:tap(IP(2, 0))
    assert.are.same({ 2, 0 }, path(tv:indexPathForSelectedRow()))
    list:setRows{ 4 }
    tv:reloadData()
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.same({ 4 }, rowsOf(tv))
  end)

  it("reloads and moves rows, and inserts and deletes sections", function()
    local world, list, tv = shown()
    tv:reloadRows({ IP(1, 0) }, "left")
    tv:moveRow(IP(0, 0), IP(2, 1))
    assert.are.same({ 9, 4 }, rowsOf(tv))
    tv:insertSections({ 0 }, "top")
    assert.are.same({ 0, 9, 4 }, rowsOf(tv))
    tv:deleteSections({ 0, 2 }, "bottom")
    assert.are.same({ 9 }, rowsOf(tv))
    world:settle(2)
  end)

  it("groups edits in beginUpdates/endUpdates, deletes before and inserts after", function()
    local world, list, tv = shown()
    tv:beginUpdates()
    tv:deleteRows({ IP(0, 0), IP(1, 0) }, "right")
    tv:insertRows({ IP(0, 1) }, "middle")
    tv:insertSections({ 2 }, "automatic")
    tv:insertRows({ IP(0, 2) }, "automatic")
    tv:endUpdates()
    assert.are.same({ 8, 4, 1 }, rowsOf(tv))
  end)

  it("runs performBatchUpdates' block inside the batch and calls done later", function()
    local world, list, tv = shown()
    local calls = {}
    tv:performBatchUpdates(function()
      calls[#calls + 1] = "updates"
      tv:insertRows({ IP(10, 0) }, "fade")
      assert.are.same({ 10, 3 }, rowsOf(tv))   -- the table still shows the old counts
    end, function(finished)
      calls[#calls + 1] = finished
    end)
    assert.are.same({ "updates" }, calls)
    assert.are.same({ 11, 3 }, rowsOf(tv))
    world:settle(2)
    assert.are.same({ "updates", true }, calls)
  end)

  it("raises the errors of its blocks after the call, as other callbacks do", function()
    local world, list, tv = shown()
    assert.has_error(function()
      tv:performBatchUpdates(function() error("in the block", 0) end)
    end)
    tv:performBatchUpdates(nil, function() error("boom in done") end)
    assert.has_error(function() world:settle(2) end)
    assert.are.same({ 10, 3 }, rowsOf(tv))
  end)

  it("raises UIKit's exception for an inconsistent update", function()
    local world, list, tv = shown()
    list:setRows{ 12, 3 }
    assert.has_error(function() tv:insertRows({ IP(0, 0) }, "automatic") end,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
        .. "section after the update (13) must be equal to the number of rows contained in that section "
        .. "before the update (10), plus or minus the number of rows inserted or deleted from that section "
        .. "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
        .. "(0 moved in, 0 moved out).")
    -- the table reloads from the model afterwards
    assert.are.same({ 13, 3 }, rowsOf(tv))
    list:setRows{ 1 }
    local ok, err = pcall(function()
      tv:beginUpdates()
      tv:endUpdates()
    end)
    assert.is_false(ok)
    assert.matches("^Invalid update: invalid number of sections%.", err)
    assert.has_error(function() tv:endUpdates() end)
  end)

  it("does a height-only update with an empty beginUpdates/endUpdates", function()
    local world, list, tv = shown()
    tv:tap(IP(1, 0))
    local cell = tv:cellForRow(IP(0, 0))
    local size = tv.contentSize
    tv:beginUpdates()
    tv:endUpdates()
    world:settle(2)
    assert.are.equal(cell, tv:cellForRow(IP(0, 0)))          -- no reload
    assert.are.same({ 1, 0 }, path(tv:indexPathForSelectedRow()))
    assert.are.same(size, tv.contentSize)
    assert.are.same({ 10, 3 }, rowsOf(tv))
  end)

  it("scrolls, and reports the content geometry and visible rows", function()
    local world, list, tv = shown({ 40 })
    assert.are.same({ width = tv.contentSize.width, height = 40 * 44 }, tv.contentSize)
    assert.are.same({ x = 0, y = tv.contentOffset.y }, tv.contentOffset)
    local visible = tv:indexPathsForVisibleRows()
    assert.are.same({ 0, 0 }, path(visible[1]))
    tv:scrollToRow(IP(10, 0), "top", false)
    assert.are.same({ 10, 0 }, path(tv:indexPathsForVisibleRows()[1]))
    assert.are.equal(10 * 44, tv.contentOffset.y)
    tv.contentOffset = { x = 0, y = 0 }
    assert.are.equal(0, tv.contentOffset.y)
    assert.has_error(function() tv:scrollToRow(IP(40, 0), "top", false) end)
    assert.is_nil(world:TableViewController().tableView:indexPathsForVisibleRows())
  end)

  it("checks its arguments in Lua's words", function()
    local world, list, tv = shown()
    assert.has_error(function() tv:insertRows(IP(0, 0), "fade") end)
    assert.has_error(function() tv:insertRows({ 3 }, "fade") end,
      "bad argument #1 to 'insertRows' (entry 1: IndexPath expected, got number)")
    assert.has_error(function() tv:deleteRows({ IP(0, 0) }, "sideways") end)
    assert.has_error(function() tv:insertSections({ -1 }, "fade") end)
    assert.has_error(function() tv:moveRow(IP(0, 0)) end)
    assert.has_error(function() tv.contentOffset = 3 end)
    assert.has_error(function() list:setRows{ "x" } end)
    assert.are.same({ 10, 3 }, rowsOf(tv))
  end)
end)
