-- tv.dataSource: a Lua table with UIKit's data source method names (rules 2.5, 2.6, 2.8).
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

-- A Lua model: rows per section, kept by the spec as an app keeps its model.
local function model(counts) return { counts = counts } end

-- The data source table whose functions read `m` (functions get the table view first).
local function source(m)
  return {
    numberOfSections = function() return #m.counts end,
    numberOfRowsInSection = function(_, _, s) return m.counts[s + 1] end,
  }
end

describe("tv.dataSource", function()
  it("is nil by default, reads back the table assigned, and nil restores the rows model", function()
    local _, _, tv = shown()
    assert.is_nil(tv.dataSource)
    local ds = source(model({ 2, 4, 1 }))
    tv.dataSource = ds
    assert.are.equal(ds, tv.dataSource)
    assert.are.same({ 2, 4, 1 }, rowsOf(tv))
    tv.dataSource = nil
    assert.is_nil(tv.dataSource)
    assert.are.same({ 10, 3 }, rowsOf(tv))
  end)

  it("checks the value assigned in Lua's words", function()
    local _, _, tv = shown()
    assert.has_error(function() tv.dataSource = 3 end,
      "bad value for field 'dataSource' (table or nil expected, got number)")
    assert.has_error(function() tv.dataSource = "rows" end,
      "bad value for field 'dataSource' (table or nil expected, got string)")
    assert.is_nil(tv.dataSource)
  end)

  it("has one section when numberOfSections is missing, and calls functions with the table view", function()
    local _, _, tv = shown()
    local seen = {}
    tv.dataSource = {
      numberOfRowsInSection = function(_, t, s)
        seen[#seen + 1] = { t, s }
        return 5
      end,
    }
    assert.are.same({ 5 }, rowsOf(tv))
    assert.are.equal(tv, seen[1][1])
    assert.are.equal(0, seen[1][2])
  end)

  it("looks functions up on each call, through __index too", function()
    local _, _, tv = shown()
    local m = model({ 3 })
    tv.dataSource = setmetatable({}, { __index = source(m) })
    assert.are.same({ 3 }, rowsOf(tv))
    m.counts = { 1, 1 }
    tv:reloadData()
    assert.are.same({ 1, 1 }, rowsOf(tv))
  end)

  it("keeps the counts until reloadData, as UIKit does (rule 2.6)", function() -- rule 2.6
    local _, _, tv = shown()
    local m = model({ 4 })
    tv.dataSource = source(m)
    assert.are.same({ 4 }, rowsOf(tv))
    m.counts = { 6 }
    assert.are.same({ 4 }, rowsOf(tv))     -- remembered from the last load
    tv:reloadData()
    assert.are.same({ 6 }, rowsOf(tv))
  end)

  it("inserts rows when the Lua model grows inside the batch (rule 2.6)", function() -- rule 2.6
    local world, _, tv = shown()
    local m = model({ 4 })
    tv.dataSource = source(m)
    tv:tap(IP(2, 0))
    tv:performBatchUpdates(function()
      m.counts = { 6 }
      tv:insertRows({ IP(0, 0), IP(1, 0) }, "automatic")
    end)
    assert.are.same({ 6 }, rowsOf(tv))
    assert.are.same({ 4, 0 }, { tv:indexPathForSelectedRow().row, tv:indexPathForSelectedRow().section })
    world:settle(2)
  end)

  it("raises UIKit's exception when the Lua model does not match the inserts (rules 2.6, 2.8)", function() -- rule 2.6, 2.8
    local _, list, tv = shown()
    local m = model({ 4 })
    tv.dataSource = source(m)
    assert.are.same({ 4 }, rowsOf(tv))
    -- the model is not changed: the built-in rows model's automatic editing does not apply
    assert.has_error(function() tv:insertRows({ IP(0, 0) }, "automatic") end,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
        .. "section after the update (4) must be equal to the number of rows contained in that section "
        .. "before the update (4), plus or minus the number of rows inserted or deleted from that section "
        .. "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
        .. "(0 moved in, 0 moved out).")
    local ok, err = pcall(function()
      tv:beginUpdates()
      m.counts = { 4, 2 }
      tv:endUpdates()
    end)
    assert.is_false(ok)
    assert.matches("^Invalid update: invalid number of sections%.", err)
    -- the world is still usable, and the built-in model is untouched
    tv.dataSource = nil
    assert.are.same({ 10, 3 }, rowsOf(tv))
    list:setRows{ 10, 3 }
    tv:deleteRows({ IP(0, 1) }, "fade")
    assert.are.same({ 10, 2 }, rowsOf(tv))
  end)

  it("raises a missing numberOfRowsInSection through the call that loaded, which counts it as 0", function()
    local world, _, tv = shown()
    tv.dataSource = { numberOfSections = function() return 2 end }
    assert.has_error(function() tv:numberOfSections() end,
      "tv.dataSource.numberOfRowsInSection: function expected, got nil")
    assert.are.same({ 0, 0 }, rowsOf(tv))
    world:advance(0.1)
  end)

  it("raises an error or a wrong result of a count, counting it as 0", function()
    local world, _, tv = shown()
    tv.dataSource = { numberOfRowsInSection = function() error("boom in rows") end }
    local ok, err = pcall(tv.numberOfSections, tv)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in rows", 1, true))
    assert.are.same({ 0 }, rowsOf(tv))
    tv.dataSource = { numberOfRowsInSection = function() return 3 end }
    assert.are.same({ 3 }, rowsOf(tv))
    tv.dataSource.numberOfRowsInSection = function() return "many" end
    assert.has_error(function() tv:reloadData() end,
      "tv.dataSource.numberOfRowsInSection: row count (0 ... 1000000) expected as result, got string")
    assert.are.same({ 0 }, rowsOf(tv))
    tv.dataSource.numberOfRowsInSection = function() return -1 end
    assert.has_error(function() tv:reloadData() end,
      "tv.dataSource.numberOfRowsInSection: row count (0 ... 1000000) expected as result, got -1")
    tv.dataSource.numberOfSections = function() return 1.5 end
    assert.has_error(function() tv:reloadData() end,
      "tv.dataSource.numberOfSections: section count (0 ... 1000000) expected as result, got 1.5")
    world:settle(1)
  end)

  it("asks cellForRowAt for visible rows only (rule 2.5) and takes nil as a plain cell", function() -- rule 2.5
    local _, _, tv = shown()
    local asked = {}
    tv.dataSource = {
      numberOfRowsInSection = function() return 100 end,
      cellForRowAt = function(_, t, p)
        assert.are.equal(tv, t)
        asked[#asked + 1] = p.row
        return nil
      end,
    }
    assert.is_not_nil(tv:cellForRow(IP(0, 0)))
    assert.are.equal(0, asked[1])
    assert.is_true(#asked < 100)
    assert.are.equal(#tv:indexPathsForVisibleRows(), #asked)
  end)

  it("takes the cell cellForRowAt got from tv:dequeueReusableCell", function()
    local _, _, tv = shown()
    local given = {}
    tv.dataSource = {
      numberOfRowsInSection = function() return 3 end,
      cellForRowAt = function(_, t, p)
        local cell = t:dequeueReusableCell("Cell", p)
        given[p.row] = cell
        return cell
      end,
    }
    local one, two = tv:cellForRow(IP(1, 0)), tv:cellForRow(IP(2, 0))
    assert.is_not_nil(given[1])
    assert.are.equal(given[1], one)
    assert.are.equal(given[2], two)
  end)

  it("refuses a cell that was not dequeued in that call, as a callback error", function()
    local _, _, tv = shown()
    local shownCell = tv:cellForRow(IP(0, 0))
    local ok, err = pcall(function()
      tv.dataSource = {
        numberOfRowsInSection = function() return 2 end,
        cellForRowAt = function() return shownCell end,
      }
      tv:cellForRow(IP(0, 0))
    end)
    assert.is_false(ok)
    assert.truthy(tostring(err):find(
      "tv.dataSource.cellForRowAt: nil or a cell of tv:dequeueReusableCell in this call expected as result, got userdata",
      1, true))
    assert.is_not_nil(tv:cellForRow(IP(1, 0)))   -- a plain cell took its place
  end)

  it("raises UIKit's exception for an unregistered identifier, and checks its arguments", function() -- rule 2.8
    local _, _, tv = shown()
    assert.has_error(function() tv:dequeueReusableCell("Other", IP(0, 0)) end,
      "unable to dequeue a cell with identifier Other - must register a nib or a class for the identifier "
        .. "or connect a prototype cell in a storyboard")
    assert.has_error(function() tv:dequeueReusableCell(nil, IP(0, 0)) end,
      "bad argument #1 to 'dequeueReusableCell' (string expected, got nil)")
    assert.has_error(function() tv:dequeueReusableCell("Cell", 0) end,
      "bad argument #2 to 'dequeueReusableCell' (IndexPath expected, got number)")
    assert.is_not_nil(tv:dequeueReusableCell("Cell", IP(0, 0)))
  end)

  it("refuses ui calls from a data source function while the table loads", function()
    local world, _, tv = shown()
    local refused
    tv.dataSource = {
      numberOfRowsInSection = function(_, t)
        refused = select(2, pcall(t.reloadData, t))
        t.dataSource = nil      -- raises: the error is the call's that loaded
        return 2
      end,
    }
    local ok, err = pcall(tv.numberOfSections, tv)
    assert.is_false(ok)
    assert.truthy(err:find(
      "attempt to use 'dataSource' inside tv.dataSource.numberOfRowsInSection, which UISim calls while it loads the view",
      1, true))
    assert.are.equal(
      "attempt to use 'reloadData' inside tv.dataSource.numberOfRowsInSection, which UISim calls while it loads the view",
      refused)
    assert.are.same({ 0 }, rowsOf(tv))    -- the raising function counted as 0
    world:advance(0.1)                     -- usable again once the table has loaded
    tv.dataSource = nil
    tv:reloadData()
    assert.are.same({ 10, 3 }, rowsOf(tv))
  end)

  it("works with tv.delegate at the same time", function()
    local _, _, tv = shown()
    local selected
    tv.dataSource = { numberOfRowsInSection = function() return 2 end }
    tv.delegate = { didSelectRowAt = function(_, _, p) selected = p end }
    tv:tap(IP(1, 0))
    assert.are.equal(IP(1, 0), selected)
    tv.dataSource = nil
    assert.is_not_nil(tv.delegate)
  end)
end)
