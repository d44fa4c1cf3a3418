-- Cell reach, second round: `setHighlighted(highlighted, animated)` overrides with
-- `cell.super:setHighlighted`, `cell.selectedBackgroundView`, and the table's
-- `tv:dequeueReusableCell(identifier)` without an index path (rules 1.13, 1.14, 1.19, 2.8, 3.5).
local IP = ui.IndexPath

local function table_(classes)
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = { 100 }, rowHeight = 44 }
  for id, class in pairs(classes or {}) do list.tableView:registerCell(id, class) end
  world:show(list)
  return world, list.tableView
end

local function grid(classes)
  local world = ui.World{ ios = 17 }
  local g = world:CollectionViewController{ items = { 60 }, itemSize = { 100, 100 } }
  for id, class in pairs(classes or {}) do g.collectionView:registerCell(id, class) end
  world:show(g)
  return world, g.collectionView
end

describe("setHighlighted overrides", function()
  it("a class's setHighlighted hears the touch down and the lift, never animated (rules 1.13, 1.14)", function() -- rules 1.13, 1.14
    local heard = {}
    local _, tv = table_{ Cell = {
      setHighlighted = function(cell, highlighted, animated)
        heard[#heard + 1] = { highlighted, animated }
        cell.super:setHighlighted(highlighted, animated)
      end,
    } }
    local cell = tv:cellForRow(IP(1, 0))
    tv:touchDown(IP(1, 0))
    assert.are.same({ { true, false } }, heard)
    assert.is_true(cell.isHighlighted)
    assert.are.equal(1, cell.selectionAlpha)
    tv:touchUp(IP(1, 0))
    assert.are.same({ true, false }, heard[1])
    assert.are.same({ false, false }, heard[2])
    assert.are.equal(2, #heard)
    assert.is_false(cell.isHighlighted)
  end)

  it("without cell.super the cell does not show the highlight (rule 1.19)", function() -- rule 1.19
    local _, tv = table_()
    local cell = tv:cellForRow(IP(3, 0))
    local count = 0
    function cell:setHighlighted() count = count + 1 end
    tv:touchDown(IP(3, 0))
    assert.are.equal(1, count)
    assert.is_false(cell.isHighlighted)
    assert.are.equal(0, cell.selectionAlpha)
    tv:touchCancel(IP(3, 0))
    assert.are.equal(2, count)
    cell.setHighlighted = nil
    assert.is_nil(cell.setHighlighted)
    tv:touchDown(IP(3, 0))
    assert.is_true(cell.isHighlighted)
  end)

  it("on a collection cell: highlighted at the touch down, unhighlighted at the lift (rule 3.5)", function() -- rule 3.5
    local heard = {}
    local _, cv = grid{ Cell = {
      setHighlighted = function(cell, highlighted, animated)
        heard[#heard + 1] = highlighted
        cell.super:setHighlighted(highlighted, animated)
      end,
    } }
    cv:tap(IP(2, 0))
    assert.are.same({ true, false }, heard)
    assert.is_false(cv:cellForItem(IP(2, 0)).isHighlighted)
    assert.is_true(cv:cellForItem(IP(2, 0)).isSelected)
  end)

  it("cell.super:setHighlighted checks its arguments; the class refuses a misspelt name", function()
    local _, tv = table_()
    local cell = tv:cellForRow(IP(0, 0))
    assert.has_error(function() cell.super:setHighlighted(true) end,
      "bad argument #2 to 'setHighlighted' (boolean expected, got no value)")
    local ok, err = pcall(function() tv:registerCell("X", { setHighlited = function() end }) end)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("setHighlighted", 1, true))
  end)
end)

describe("cell.selectedBackgroundView", function()
  it("is the view whose alpha shows selection and highlight (rules 1.13, 1.19)", function() -- rules 1.13, 1.19
    local _, tv = table_()
    local cell = tv:cellForRow(IP(2, 0))
    local bg = cell.selectedBackgroundView
    assert.are.equal(bg, cell.selectedBackgroundView)   -- the same view each time
    assert.are.equal(0, bg.alpha)
    tv:touchDown(IP(2, 0))
    assert.are.equal(1, bg.alpha)
    tv:touchUp(IP(2, 0))
    assert.are.equal(1, bg.alpha)                       -- now selected
    assert.are.same(cell.frame.width, bg.frame.width)
    assert.has_error(function() cell.selectedBackgroundView = bg end)
  end)

  it("exists on collection cells too", function()
    local _, cv = grid()
    local cell = cv:cellForItem(IP(0, 0))
    cv:selectItem(IP(0, 0), false, "none")
    assert.are.equal(1, cell.selectedBackgroundView.alpha)
  end)
end)

describe("tv:dequeueReusableCell(identifier)", function()
  it("without an index path answers nil for an identifier with nothing registered (rule 2.8)", function() -- rule 2.8
    local _, tv = table_()
    local got = "unset"
    tv.dataSource = {
      numberOfRowsInSection = function() return 3 end,
      cellForRowAt = function(_, t, p)
        got = t:dequeueReusableCell("Nothing")
        return t:dequeueReusableCell("Cell", p)
      end,
    }
    tv:reloadData()
    assert.is_nil(got)
    assert.is_not_nil(tv:cellForRow(IP(0, 0)))
  end)

  it("gives a registered cell the data source may return (rule 2.8)", function() -- rule 2.8
    local made = 0
    local _, tv = table_{ Plain = { init = function() made = made + 1 end } }
    tv.dataSource = {
      numberOfRowsInSection = function() return 3 end,
      cellForRowAt = function(_, t) return t:dequeueReusableCell("Plain") end,
    }
    tv:reloadData()
    assert.are.equal(3, made)
    local cell = tv:cellForRow(IP(1, 0))
    assert.are.equal(IP(1, 0), tv:indexPathForCell(cell))
  end)

  it("the collection's still needs an index path", function()
    local _, cv = grid()
    assert.has_error(function() cv:dequeueReusableCell("Cell") end)
  end)
end)

describe("collection cells' apply(attributes) overrides", function()
  it("hear the attributes of each new frame, the frame already set (rule 3.32)", function() -- rule 3.32
    local heard = {}
    local _, cv = grid{ Cell = {
      apply = function(cell, attributes)
        heard[#heard + 1] = attributes
        assert.are.same(attributes.frame, cell.frame)        -- the collection view set it already
        cell.super:apply(attributes)
      end,
    } }
    local cell = cv:cellForItem(IP(1, 0))
    local mine
    for _, a in ipairs(heard) do if a.indexPath == IP(1, 0) then mine = a end end
    assert.is_not_nil(mine)
    assert.are.equal("cell", mine.representedElementCategory)
    assert.are.same(cell.frame, mine.frame)
    local count = #heard
    cv:cellForItem(IP(1, 0))                               -- nothing changed: not told again
    assert.are.equal(count, #heard)
    cv.collectionViewLayout.itemSize = { width = 80, height = 80 }
    cv:cellForItem(IP(1, 0))
    assert.is_true(#heard > count)
    assert.are.same({ width = 80, height = 80 }, heard[#heard].size)
  end)

  it("skipping cell.super still leaves the frame to the collection view (rule 3.32)", function() -- rule 3.32
    local _, cv = grid{ Cell = { apply = function() end } }
    assert.are.same(cv:layoutAttributesForItem(IP(2, 0)).frame, cv:cellForItem(IP(2, 0)).frame)
  end)

  it("is a collection cell's override only, and cell.super:apply checks its argument", function()
    local _, tv = table_()
    assert.has_error(function() tv:cellForRow(IP(0, 0)).apply = function() end end)
    local _, cv = grid()
    local cell = cv:cellForItem(IP(0, 0))
    cell.apply = function() end
    assert.is_function(cell.apply)
    assert.has_error(function() cell.super:apply() end,
      "bad argument #1 to 'apply' (table expected, got no value)")
  end)
end)
