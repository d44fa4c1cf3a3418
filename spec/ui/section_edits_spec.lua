-- Reloading and moving whole sections of a table and a collection, inside and outside batches,
-- with the controllers' built-in models following (rules 2.4, 2.7, 2.8, 2.22, 3.20).
local IP = ui.IndexPath
local countsOf = require "spec.support.list_counts"

local function table(rows)
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = rows or { 3, 5, 7 }, rowHeight = 44 }
  world:show(list)
  return world, list, list.tableView
end


describe("tv:moveSection", function()
  it("moves a section with its rows; the sections between slide over (rule 2.22)", function() -- rule 2.22
    local world, _, tv = table()
    tv:selectRow(IP(1, 0), false, "none")
    tv:moveSection(0, 2)
    assert.are.same({ 5, 7, 3 }, countsOf(tv))
    assert.are.same(IP(1, 2), tv:indexPathForSelectedRow())   -- the row went with its section
    world:settle(2)
    assert.are.same({ 5, 7, 3 }, countsOf(tv))
  end)

  it("inside a batch names its source before and its destination after the deletes (rules 2.2, 2.22)", function() -- rule 2.22
    local world, _, tv = table()
    tv:performBatchUpdates(function()
      tv:moveSection(2, 0)
      tv:deleteSections({ 1 }, "fade")
    end)
    assert.are.same({ 7, 3 }, countsOf(tv))
    tv:beginUpdates()
    tv:moveSection(0, 1)
    tv:insertRows({ IP(0, 0) }, "fade")
    tv:endUpdates()
    assert.are.same({ 4, 7 }, countsOf(tv))
    world:settle(2)
  end)

  it("raises UIKit's exception for a section out of range, and the model stays as it was (rule 2.22)", function() -- rule 2.22
    local _, _, tv = table()
    assert.has_error(function() tv:moveSection(5, 0) end,
      "attempt to move section 5 to section 0, but there are only 3 sections before the update and 3 sections after the update")
    assert.has_error(function() tv:moveSection(0, 3) end,
      "attempt to move section 0 to section 3, but there are only 3 sections before the update and 3 sections after the update")
    assert.are.same({ 3, 5, 7 }, countsOf(tv))
  end)

  it("checks its arguments in Lua's words", function()
    local _, _, tv = table()
    assert.has_error(function() tv:moveSection("a", 0) end,
      "bad argument #1 to 'moveSection' (section number (0 ... 1000000) expected, got string)")
    assert.has_error(function() tv:moveSection(0, -1) end,
      "bad argument #2 to 'moveSection' (section number (0 ... 1000000) expected, got -1)")
  end)
end)

describe("tv:reloadSections", function()
  it("makes the section's rows again: they leave the selection, others keep it (rule 2.22)", function() -- rule 2.22
    local world, _, tv = table()
    tv.allowsMultipleSelection = true
    tv:selectRow(IP(2, 1), false, "none")
    tv:selectRow(IP(0, 2), false, "none")
    tv:reloadSections({ 1 }, "fade")
    assert.are.same({ IP(0, 2) }, tv:indexPathsForSelectedRows())
    assert.are.same({ 3, 5, 7 }, countsOf(tv))
    world:settle(2)
  end)

  it("reads the section's new count: a reload is a delete and an insert (rules 2.7, 2.22)", function() -- rule 2.22
    local _, list, tv = table()
    list:setRows{ 3, 2, 7 }
    tv:reloadSections({ 1 }, "none")
    assert.are.same({ 3, 2, 7 }, countsOf(tv))
  end)

  it("raises UIKit's exceptions for a missing section and for a reload and delete of one section (rule 2.22)", function() -- rule 2.22
    local _, _, tv = table()
    assert.has_error(function() tv:reloadSections({ 4 }, "fade") end,
      "attempt to delete section 4, but there are only 3 sections before the update")
    assert.has_error(function()
      tv:performBatchUpdates(function()
        tv:reloadSections({ 1 }, "fade")
        tv:deleteSections({ 1 }, "fade")
      end)
    end, "attempt to perform more than one delete, reload or move of section 1")
    -- the model took the delete (as an app updates its model in the block); the table that
    -- raised reloads from it and agrees with it
    assert.are.same({ 3, 7 }, countsOf(tv))
    assert.has_error(function() tv:reloadSections({ 0 }, "wobble") end,
      "bad argument #2 to 'reloadSections' (\"automatic\", \"fade\", \"none\", \"top\", \"bottom\", \"left\", \"right\" or \"middle\" expected, got \"wobble\")")
  end)
end)

local function grid(items)
  local world = ui.World{ ios = 17 }
  local vc = world:CollectionViewController{ items = items or { 10, 3 }, itemSize = { 100, 100 } }
  world:show(vc)
  return world, vc, vc.collectionView
end

describe("cv:moveSection and cv:reloadSections", function()
  it("move a section with its items, inside and outside batches (rule 3.20)", function() -- rule 3.20
    local world, _, cv = grid()
    cv:selectItem(IP(2, 0), false, "none")
    cv:moveSection(1, 0)
    assert.are.same({ 3, 10 }, countsOf(cv))
    assert.are.same({ IP(2, 1) }, cv:indexPathsForSelectedItems())
    cv:performBatchUpdates(function()
      cv:insertSections({ 0 })
      cv:moveSection(0, 2)
    end)
    assert.are.same({ 0, 10, 3 }, countsOf(cv))
    world:settle(2)
  end)

  it("reload a section's items, reading its new count (rules 3.20, 2.7)", function() -- rule 3.20
    local world, _, cv = grid()
    cv:reloadSections({ 1 })
    assert.are.same({ 10, 3 }, countsOf(cv))
    local m = { counts = { 10, 3 } }
    cv.dataSource = {
      numberOfSections = function() return #m.counts end,
      numberOfItemsInSection = function(_, _, s) return m.counts[s + 1] end,
    }
    cv:reloadData()
    m.counts = { 10, 5 }
    cv:reloadSections({ 1 })
    assert.are.same({ 10, 5 }, countsOf(cv))
    world:settle(2)
  end)

  it("raise UIKit's exceptions in the collection's words (rule 3.20)", function() -- rule 3.20
    local _, _, cv = grid()
    assert.has_error(function() cv:moveSection(2, 0) end,
      "attempt to move section 2 to section 0, but there are only 2 sections before the update and 2 sections after the update")
    assert.has_error(function() cv:reloadSections({ 3 }) end,
      "attempt to delete section 3, but there are only 2 sections before the update")
    assert.are.same({ 10, 3 }, countsOf(cv))
    assert.has_error(function() cv:reloadSections(1) end,
      "bad argument #1 to 'reloadSections' (table expected, got number)")
  end)
end)
