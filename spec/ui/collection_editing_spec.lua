-- Editing a collection view: reloadData, batch updates, item and section edits, with UIKit's
-- exceptions as Lua errors (rules 3.7, 3.8, messages of 2.8 in "items" words).
local IP = ui.IndexPath

local function shown(items)
  local world = ui.World{ ios = 17 }
  local grid = world:CollectionViewController{ items = items or { 10, 3 }, itemSize = { 100, 100 }, title = "Grid" }
  world:show(grid)
  return world, grid, grid.collectionView
end

local function itemsOf(cv)
  local counts = {}
  for s = 0, cv:numberOfSections() - 1 do counts[#counts + 1] = cv:numberOfItemsInSection(s) end
  return counts
end

-- A Lua data source reading the counts of `m` (a table the spec changes as its model).
local function source(m)
  return {
    numberOfSections = function() return #m.counts end,
    numberOfItemsInSection = function(_, _, s) return m.counts[s + 1] end,
  }
end

describe("CollectionView editing", function()
  it("inserts and deletes items, and the selection moves with them (rule 3.7)", function() -- rule 3.7
    local world, _, cv = shown()
    cv:selectItem(IP(4, 0), false, "none")
    cv:insertItems({ IP(0, 0), IP(1, 0) })
    assert.are.same({ 12, 3 }, itemsOf(cv))
    assert.are.same({ IP(6, 0) }, cv:indexPathsForSelectedItems())
    cv:deleteItems({ IP(0, 0) })
    assert.are.same({ 11, 3 }, itemsOf(cv))
    assert.are.same({ IP(5, 0) }, cv:indexPathsForSelectedItems())
    cv:deleteItems({ IP(5, 0) })
    assert.is_nil(cv:indexPathsForSelectedItems())
    world:settle(2)
    assert.are.same({ 10, 3 }, itemsOf(cv))
  end)

  it("reloads and moves items, and inserts and deletes sections", function() -- rule 3.7
    local world, _, cv = shown()
    cv:reloadItems({ IP(1, 0) })
    cv:moveItem(IP(0, 0), IP(2, 1))
    assert.are.same({ 9, 4 }, itemsOf(cv))
    cv:insertSections({ 0 })
    assert.are.same({ 0, 9, 4 }, itemsOf(cv))
    cv:deleteSections({ 0, 2 })
    assert.are.same({ 9 }, itemsOf(cv))
    world:settle(2)
  end)

  it("runs performBatchUpdates' block inside the batch and calls done when the animation ends", function() -- rule 3.7
    local world, _, cv = shown()
    local calls = {}
    cv:performBatchUpdates(function()
      calls[#calls + 1] = "updates"
      cv:deleteItems({ IP(0, 0), IP(1, 0) })
      cv:insertItems({ IP(0, 1) })
      assert.are.same({ 10, 3 }, itemsOf(cv))   -- the collection still shows the old counts
    end, function(finished)
      calls[#calls + 1] = finished
    end)
    assert.are.same({ "updates" }, calls)
    assert.are.same({ 8, 4 }, itemsOf(cv))
    world:settle(2)
    assert.are.same({ "updates", true }, calls)
    cv:performBatchUpdates(nil, nil)
    cv:performBatchUpdates()
  end)

  it("raises the errors of its blocks after the call, and the world goes on", function()
    local world, _, cv = shown()
    assert.has_error(function()
      cv:performBatchUpdates(function() error("in the block", 0) end)
    end)
    cv:performBatchUpdates(nil, function() error("boom in done") end)
    local ok, err = pcall(world.settle, world, 2)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in done", 1, true))
    assert.are.same({ 10, 3 }, itemsOf(cv))
    cv:insertItems({ IP(0, 0) })
    assert.are.same({ 11, 3 }, itemsOf(cv))
  end)

  it("reloadData reads a Lua model again and keeps the still-valid selection (rule 3.8 [SIM])", function() -- rule 3.8
    local _, _, cv = shown()
    local m = { counts = { 5 } }
    cv.dataSource = source(m)
    cv:selectItem(IP(1, 0), false, "none")
    cv:selectItem(IP(4, 0), false, "none")
    m.counts = { 3 }
    assert.are.same({ 5 }, itemsOf(cv))
    cv:reloadData()
    assert.are.same({ 3 }, itemsOf(cv))
    assert.is_nil(cv:indexPathsForSelectedItems())   -- item 4 is gone
    cv.allowsMultipleSelection = true
    cv:selectItem(IP(1, 0), false, "none")
    m.counts = { 2 }
    cv:reloadData()
    assert.are.same({ IP(1, 0) }, cv:indexPathsForSelectedItems())
  end)

  it("edits a Lua model inside the batch as UIKit wants (rules 2.6, 3.7)", function() -- rule 2.6, 3.7
    local world, _, cv = shown()
    local m = { counts = { 4, 2 } }
    cv.dataSource = source(m)
    assert.are.same({ 4, 2 }, itemsOf(cv))
    cv:performBatchUpdates(function()
      m.counts = { 3, 3 }
      cv:moveItem(IP(0, 0), IP(0, 1))
    end)
    assert.are.same({ 3, 3 }, itemsOf(cv))
    m.counts = { 3, 3, 1 }
    cv:insertSections({ 2 })
    assert.are.same({ 3, 3, 1 }, itemsOf(cv))
    world:settle(2)
  end)

  it("raises UIKit's exception when the Lua model does not match the batch (rule 3.7)", function() -- rule 3.7
    local world, _, cv = shown()
    local m = { counts = { 4 } }
    cv.dataSource = source(m)
    assert.are.same({ 4 }, itemsOf(cv))
    -- the model is not changed: the built-in items model's automatic editing does not apply
    assert.has_error(function() cv:insertItems({ IP(0, 0) }) end,
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
        .. "section after the update (4) must be equal to the number of items contained in that section "
        .. "before the update (4), plus or minus the number of items inserted or deleted from that section "
        .. "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
        .. "(0 moved in, 0 moved out).")
    assert.has_error(function() cv:performBatchUpdates(function() m.counts = { 4, 1 } end) end,
      "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        .. "after the update (2) must be equal to the number of sections contained in the collection view "
        .. "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    -- the world is still usable; the collection keeps its counts until told
    world:settle(1)
    assert.are.same({ 4 }, itemsOf(cv))
    cv:reloadData()
    assert.are.same({ 4, 1 }, itemsOf(cv))
  end)

  it("raises UIKit's exceptions for edits out of range", function() -- rule 2.8, 3.7
    local _, _, cv = shown()
    assert.has_error(function() cv:deleteItems({ IP(12, 0) }) end,
      "attempt to delete item 12 from section 0 which only contains 10 items before the update")
    assert.has_error(function() cv:insertItems({ IP(20, 1) }) end,
      "attempt to insert item 20 into section 1, but there are only 3 items in section 1 after the update")
    assert.has_error(function() cv:deleteSections({ 5 }) end,
      "attempt to delete section 5, but there are only 2 sections before the update")
    assert.has_error(function() cv:insertSections({ 4 }) end,
      "attempt to insert section 4 but there are only 2 sections after the update")
    assert.has_error(function() cv:moveItem(IP(11, 0), IP(0, 0)) end,
      "attempt to move item 11 from section 0 which only contains 10 items before the update")
    assert.are.same({ 10, 3 }, itemsOf(cv))
  end)

  it("checks its arguments in Lua's words", function()
    local _, _, cv = shown()
    assert.has_error(function() cv:insertItems(IP(0, 0)) end,
      "bad argument #1 to 'insertItems' (table expected, got IndexPath)")
    assert.has_error(function() cv:insertItems({ 3 }) end,
      "bad argument #1 to 'insertItems' (entry 1: IndexPath expected, got number)")
    assert.has_error(function() cv:deleteItems({ IP(0, 0), "x" }) end,
      "bad argument #1 to 'deleteItems' (entry 2: IndexPath expected, got string)")
    assert.has_error(function() cv:reloadItems() end,
      "bad argument #1 to 'reloadItems' (table expected, got no value)")
    assert.has_error(function() cv:insertSections({ -1 }) end,
      "bad argument #1 to 'insertSections' (entry 1: section number (0 ... 1000000) expected, got -1)")
    assert.has_error(function() cv:deleteSections({ 0.5 }) end,
      "bad argument #1 to 'deleteSections' (entry 1: section number (0 ... 1000000) expected, got 0.5)")
    assert.has_error(function() cv:moveItem(IP(0, 0)) end,
      "bad argument #2 to 'moveItem' (IndexPath expected, got no value)")
    assert.has_error(function() cv:performBatchUpdates(3) end,
      "bad argument #1 to 'performBatchUpdates' (function expected, got number)")
    assert.has_error(function() cv:performBatchUpdates(nil, "done") end,
      "bad argument #2 to 'performBatchUpdates' (function expected, got string)")
    assert.has_error(function() cv:numberOfItemsInSection("a") end)
    assert.are.same({ 10, 3 }, itemsOf(cv))
  end)
end)
