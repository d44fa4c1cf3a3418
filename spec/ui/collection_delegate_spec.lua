-- cv.delegate and cv.dataSource: Lua tables with UIKit's method names (rules 3.3–3.5, 3.7).
local IP = ui.IndexPath

local function shown(items)
  local world = ui.World{ ios = 17 }
  local grid = world:CollectionViewController{ items = items or { 30 }, itemSize = { 100, 100 }, title = "Grid" }
  world:show(grid)
  return world, grid, grid.collectionView
end

local function itemsOf(cv)
  local counts = {}
  for s = 0, cv:numberOfSections() - 1 do counts[#counts + 1] = cv:numberOfItemsInSection(s) end
  return counts
end

-- A delegate that notes every call as "name item" in `calls`.
local function recorder(calls, answers)
  answers = answers or {}
  local d = {}
  for _, name in ipairs{ "shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt",
                          "shouldSelectItemAt", "didSelectItemAt", "shouldDeselectItemAt", "didDeselectItemAt" } do
    d[name] = function(_, _, p)
      calls[#calls + 1] = name .. " " .. p.item
      if answers[name] ~= nil then return answers[name] end
      if name:sub(1, 6) == "should" then return true end
    end
  end
  return d
end

describe("cv.delegate", function()
  it("is nil by default, reads back the table assigned, and checks the value", function()
    local _, _, cv = shown()
    assert.is_nil(cv.delegate)
    local d = {}
    cv.delegate = d
    assert.are.equal(d, cv.delegate)
    cv.delegate = nil
    assert.is_nil(cv.delegate)
    assert.has_error(function() cv.delegate = 3 end,
      "bad value for field 'delegate' (table or nil expected, got number)")
  end)

  it("hears a tap in UIKit's order, didUnhighlightItemAt last (rule 3.5)", function() -- rule 3.5
    local _, _, cv = shown()
    local calls = {}
    cv.delegate = recorder(calls)
    cv:tap(IP(2, 0))
    assert.are.same({
      "shouldHighlightItemAt 2", "didHighlightItemAt 2",
      "shouldSelectItemAt 2", "didSelectItemAt 2", "didUnhighlightItemAt 2",
    }, calls)
  end)

  it("gets the collection view and the index path", function()
    local _, _, cv = shown()
    local got
    cv.delegate = { didSelectItemAt = function(_, c, p) got = { c, p } end }
    cv:tap(IP(5, 0))
    assert.are.equal(cv, got[1])
    assert.are.equal(IP(5, 0), got[2])
  end)

  it("deselects the old item before selecting the new one in single mode (rule 3.5 [SIM])", function() -- rule 3.5
    local _, _, cv = shown()
    cv:tap(IP(1, 0))
    local calls = {}
    cv.delegate = recorder(calls)
    cv:tap(IP(4, 0))
    assert.are.same({
      "shouldHighlightItemAt 4", "didHighlightItemAt 4", "shouldSelectItemAt 4",
      "didDeselectItemAt 1", "didSelectItemAt 4", "didUnhighlightItemAt 4",
    }, calls)
  end)

  it("asks shouldDeselectItemAt for a selected item in multiple mode, and false keeps it (rule 3.5)", function() -- rule 3.5
    local _, _, cv = shown()
    cv.allowsMultipleSelection = true
    cv:tap(IP(3, 0))
    local calls = {}
    cv.delegate = recorder(calls, { shouldDeselectItemAt = false })
    cv:tap(IP(3, 0))
    assert.are.same({ "shouldHighlightItemAt 3", "didHighlightItemAt 3", "shouldDeselectItemAt 3",
      "didUnhighlightItemAt 3" }, calls)
    assert.are.same({ IP(3, 0) }, cv:indexPathsForSelectedItems())
    cv.delegate = recorder({})
    cv:tap(IP(3, 0))
    assert.is_nil(cv:indexPathsForSelectedItems())
  end)

  it("shouldSelectItemAt false refuses the selection; shouldHighlightItemAt false the highlight", function() -- rule 3.5
    local _, _, cv = shown()
    cv.delegate = { shouldSelectItemAt = function() return false end }
    cv:tap(IP(2, 0))
    assert.is_nil(cv:indexPathsForSelectedItems())
    cv.delegate = { shouldHighlightItemAt = function() return false end }
    cv:touchDown(IP(2, 0))
    assert.is_false(cv:cellForItem(IP(2, 0)).isHighlighted)
    cv:touchCancel(IP(2, 0))
  end)

  it("is not told about selectItem and deselectItem (rules 3.3, 3.4)", function() -- rule 3.3, 3.4
    local _, _, cv = shown()
    local calls = {}
    cv.delegate = recorder(calls)
    cv:selectItem(IP(1, 0), false, "none")
    cv:deselectItem(IP(1, 0), false)
    assert.are.same({}, calls)
  end)

  it("raises an error of a delegate function through cv:tap, and the world goes on", function()
    local world, _, cv = shown()
    cv.delegate = { didSelectItemAt = function() error("boom in didSelectItemAt") end }
    local ok, err = pcall(cv.tap, cv, IP(2, 0))
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in didSelectItemAt", 1, true))
    assert.are.same({ IP(2, 0) }, cv:indexPathsForSelectedItems())
    world:settle(1)
    cv.delegate = nil
    cv:tap(IP(3, 0))
    assert.are.same({ IP(3, 0) }, cv:indexPathsForSelectedItems())
  end)

  it("raises a wrong result type with a clear message and keeps the default", function()
    local _, _, cv = shown()
    cv.delegate = { shouldSelectItemAt = function() return 1 end }
    assert.has_error(function() cv:tap(IP(2, 0)) end,
      "cv.delegate.shouldSelectItemAt: boolean expected as result, got number")
    assert.are.same({ IP(2, 0) }, cv:indexPathsForSelectedItems())
  end)
end)

describe("cv.dataSource", function()
  it("is nil by default, reads back the table assigned, and nil restores the items model", function()
    local _, _, cv = shown()
    assert.is_nil(cv.dataSource)
    local ds = {
      numberOfSections = function() return 2 end,
      numberOfItemsInSection = function(_, c, s)
        assert.are.equal(cv, c)
        return s == 0 and 4 or 7
      end,
    }
    cv.dataSource = ds
    assert.are.equal(ds, cv.dataSource)
    assert.are.same({ 4, 7 }, itemsOf(cv))
    cv.dataSource = nil
    assert.is_nil(cv.dataSource)
    assert.are.same({ 30 }, itemsOf(cv))
    assert.has_error(function() cv.dataSource = true end,
      "bad value for field 'dataSource' (table or nil expected, got boolean)")
  end)

  it("has one section when numberOfSections is missing; numberOfItemsInSection is required", function() -- rule 3.7
    local world, _, cv = shown()
    cv.dataSource = { numberOfItemsInSection = function() return 3 end }
    assert.are.same({ 3 }, itemsOf(cv))
    cv.dataSource = { numberOfSections = function() return 2 end }
    assert.has_error(function() cv:numberOfSections() end,
      "cv.dataSource.numberOfItemsInSection: function expected, got nil")
    assert.are.same({ 0, 0 }, itemsOf(cv))
    cv.dataSource = { numberOfItemsInSection = function() return 2.5 end }
    assert.has_error(function() cv:reloadData() end,
      "cv.dataSource.numberOfItemsInSection: item count (0 ... 1000000) expected as result, got 2.5")
    cv.dataSource = { numberOfItemsInSection = function() error("boom in items") end }
    local ok, err = pcall(cv.reloadData, cv)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in items", 1, true))
    assert.are.same({ 0 }, itemsOf(cv))
    world:settle(1)
  end)

  it("asks cellForItemAt for the visible items, and takes nil or a cell of cv:dequeueReusableCell", function()
    local _, _, cv = shown()
    local given = {}
    cv.dataSource = {
      numberOfItemsInSection = function() return 200 end,
      cellForItemAt = function(_, c, p)
        if p.item % 2 == 1 then return nil end
        local cell = c:dequeueReusableCell("Cell", p)
        given[p.item] = cell
        return cell
      end,
    }
    local first, second = cv:cellForItem(IP(0, 0)), cv:cellForItem(IP(1, 0))
    assert.are.equal(given[0], first)
    assert.is_not_nil(second)
    assert.is_nil(given[199])
  end)

  it("refuses ui calls from a data source function while the collection loads", function()
    local world, _, cv = shown()
    local refused
    cv.dataSource = {
      numberOfItemsInSection = function(_, c)
        refused = select(2, pcall(c.deleteItems, c, { IP(0, 0) }))
        return 2
      end,
    }
    assert.are.same({ 2 }, itemsOf(cv))
    assert.are.equal("attempt to use 'deleteItems' inside cv.dataSource.numberOfItemsInSection, "
      .. "which UISim calls while it loads the view", refused)
    world:advance(0.1)
    cv:reloadData()
  end)

  it("refuses a cell that was not dequeued in that call, and checks dequeueReusableCell", function() -- rule 2.8
    local _, _, cv = shown()
    local old = cv:cellForItem(IP(0, 0))
    cv.dataSource = { numberOfItemsInSection = function() return 3 end, cellForItemAt = function() return old end }
    assert.has_error(function() cv:cellForItem(IP(0, 0)) end,
      "cv.dataSource.cellForItemAt: nil or a cell of cv:dequeueReusableCell in this call expected as result, got userdata")
    assert.has_error(function() cv:dequeueReusableCell("Other", IP(0, 0)) end,
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier Other - must register a nib "
        .. "or a class for the identifier or connect a prototype cell in a storyboard")
    assert.has_error(function() cv:dequeueReusableCell("Cell") end,
      "bad argument #2 to 'dequeueReusableCell' (IndexPath expected, got no value)")
  end)

  it("calls its functions as methods: a class instance with state as data source and delegate", function()
    local _, _, cv = shown()
    local Grid = {}
    Grid.__index = Grid
    function Grid.new(items) return setmetatable({ items = items, taps = 0 }, Grid) end
    function Grid:numberOfItemsInSection(c, s)
      assert.are.equal(cv, c)
      return self.items[s + 1]
    end
    function Grid:numberOfSections() return #self.items end
    function Grid:shouldSelectItemAt(_, p) return p.item ~= 0 end
    function Grid:didSelectItemAt() self.taps = self.taps + 1 end
    local grid = Grid.new({ 5, 2 })
    cv.dataSource = grid
    cv.delegate = grid
    assert.are.same({ 5, 2 }, itemsOf(cv))
    cv:tap(IP(0, 0))
    cv:tap(IP(3, 0))
    assert.are.equal(1, grid.taps)
    assert.are.same({ IP(3, 0) }, cv:indexPathsForSelectedItems())
  end)
end)
