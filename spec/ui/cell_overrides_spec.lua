-- Cell reach: `cell.selectionStyle`, Lua overrides of `setSelected(selected, animated)`,
-- `setHighlighted(highlighted, animated)` and `prepareForReuse()` with `cell.super`, the same cell
-- classes and overrides for collection cells (`cv:registerCell`) and their `apply(attributes)`,
-- `cell.selectedBackgroundView`, and the table's `tv:dequeueReusableCell(identifier)` without an
-- index path (rules 1.11, 1.13, 1.14, 1.17, 1.19, 1.20, 1.25, 2.8, 3.5, 3.32, 9.4).
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

describe("cell.selectionStyle", function()
  it("is \"default\" and reads back each of UIKit's four styles (rule 1.20)", function() -- rule 1.20
    local _, tv = table_()
    local cell = tv:cellForRow(IP(0, 0))
    assert.are.equal("default", cell.selectionStyle)
    for _, style in ipairs{ "none", "blue", "gray", "default" } do
      cell.selectionStyle = style
      assert.are.equal(style, cell.selectionStyle)
    end
  end)

  it("\"none\" hides the selection but the row is still selected (rule 1.17)", function() -- rule 1.17
    local _, tv = table_()
    local cell = tv:cellForRow(IP(2, 0))
    cell.selectionStyle = "none"
    tv:tap(IP(2, 0))
    assert.is_true(cell.isSelected)
    assert.are.equal(0, cell.selectionAlpha)
    cell.selectionStyle = "gray"
    assert.are.equal(1, cell.selectionAlpha)
  end)

  it("works on collection cells too, and refuses other values", function() -- rule 1.17
    local _, cv = grid()
    local cell = cv:cellForItem(IP(1, 0))
    cell.selectionStyle = "none"
    cv:tap(IP(1, 0))
    assert.is_true(cell.isSelected)
    assert.are.equal(0, cell.selectionAlpha)
    assert.has_error(function() cell.selectionStyle = "purple" end,
      "bad value for field 'selectionStyle' (\"none\", \"default\", \"blue\" or \"gray\" expected, got \"purple\")")
    assert.has_error(function() cell.selectionStyle = 2 end,
      "bad value for field 'selectionStyle' (\"none\", \"default\", \"blue\" or \"gray\" expected, got number)")
  end)
end)

describe("setSelected overrides", function()
  it("a class's setSelected hears every selection change the table makes, with animated (rule 1.19)", function() -- rule 1.19
    local heard = {}
    local _, tv = table_{ Cell = {
      setSelected = function(cell, selected, animated)
        heard[#heard + 1] = { selected, animated }
        cell.super:setSelected(selected, animated)
      end,
    } }
    tv:tap(IP(1, 0))
    assert.is_true(tv:cellForRow(IP(1, 0)).isSelected)
    assert.are.same({ true, false }, heard[#heard])       -- a tap selects without animation
    tv:deselectRow(IP(1, 0), true)
    assert.are.same({ false, true }, heard[#heard])
    assert.is_false(tv:cellForRow(IP(1, 0)).isSelected)
  end)

  it("without cell.super the cell keeps its old state, as a UIKit override that skips super (rule 1.11)", function() -- rule 1.11
    local _, tv = table_()
    local cell = tv:cellForRow(IP(4, 0))
    local count = 0
    function cell:setSelected() count = count + 1 end
    tv:tap(IP(4, 0))
    assert.are.equal(IP(4, 0), tv:indexPathForSelectedRow())   -- the table's selection is the truth
    assert.is_false(cell.isSelected)
    assert.are.equal(0, cell.selectionAlpha)
    assert.is_true(count >= 1)
    cell.setSelected = nil
    assert.is_nil(cell.setSelected)
  end)

  it("on a collection cell of a registered class too", function()
    local heard = 0
    local _, cv = grid{ Cell = {
      setSelected = function(cell, selected, animated)
        heard = heard + 1
        cell.super:setSelected(selected, animated)
      end,
    } }
    cv:tap(IP(3, 0))
    assert.is_true(heard >= 1)
    assert.is_true(cv:cellForItem(IP(3, 0)).isSelected)
  end)

  it("cell.super:setSelected checks its arguments", function()
    local _, tv = table_()
    local cell = tv:cellForRow(IP(0, 0))
    assert.has_error(function() cell.super:setSelected(true) end,
      "bad argument #2 to 'setSelected' (boolean expected, got no value)")
  end)
end)

describe("prepareForReuse overrides", function()
  it("run on a reused cell before the list shows it again, never on a new one (rule 1.25)", function() -- rule 1.25
    local made, reused = 0, {}
    local _, tv = table_{ Cell = {
      init = function() made = made + 1 end,
      prepareForReuse = function(cell)
        reused[#reused + 1] = cell
        cell.super:prepareForReuse()
      end,
    } }
    assert.are.equal(0, #reused)
    local first = tv:cellForRow(IP(0, 0))
    local before = made
    tv.contentOffset = { x = 0, y = 44 * 30 }            -- rows 0 ... 19 leave, 30 ... 49 arrive
    assert.is_true(#reused > 0)
    assert.are.equal(before, made)                       -- every new row got a reused cell
    local found = false
    for _, c in ipairs(reused) do if c == first then found = true end end
    assert.is_true(found)
  end)

  it("on collection cells, through cv:registerCell (rule 1.25)", function() -- rule 1.25
    local reused = 0
    local _, cv = grid{ Cell = { prepareForReuse = function() reused = reused + 1 end } }
    assert.are.equal(0, reused)
    cv.contentOffset = { x = 0, y = 1100 }
    assert.is_true(reused > 0)
  end)
end)

describe("collection cell classes and layout overrides", function()
  it("cv:registerCell makes the cells from the class: init, layoutSubviews with cell.super (rule 9.4)", function() -- rule 9.4
    local inits, layouts = 0, 0
    local _, cv = grid{ Cell = {
      init = function() inits = inits + 1 end,
      layoutSubviews = function(cell)
        layouts = layouts + 1
        cell.super:layoutSubviews()
      end,
    } }
    local cell = cv:cellForItem(IP(0, 0))
    assert.are.equal(#cv:visibleCells(), inits)
    assert.is_true(layouts > 0)
    assert.are.same({ x = 0, y = 0, width = 100, height = 100 }, cell.contentView.frame)
    assert.is_function(cell.layoutSubviews)
    assert.are.equal("CollectionViewCell[0, 0]", tostring(cell))
    assert.are.equal("super of CollectionViewCell[0, 0]", tostring(cell.super))
  end)

  it("a layoutSubviews override without cell.super leaves the content view unplaced", function() -- rule 9.4
    local _, cv = grid{ Cell = { layoutSubviews = function() end } }
    assert.are.same({ x = 0, y = 0, width = 0, height = 0 }, cv:cellForItem(IP(0, 0)).contentView.frame)
  end)

  it("overrides one cell with layoutContentView, and checks the class", function()
    local _, cv = grid()
    local cell = cv:cellForItem(IP(2, 0))
    local ran = 0
    function cell:layoutContentView() ran = ran + 1 end
    cell.contentView:setNeedsLayout()
    cell.contentView:layoutIfNeeded()
    assert.are.equal(1, ran)
    assert.has_error(function() cv:registerCell("Cell", { setSelected = 3 }) end,
      "bad argument #2 to 'registerCell' (field 'setSelected': function expected, got number)")
    assert.has_error(function() cell.prepareForReuse = "x" end,
      "bad value for field 'prepareForReuse' (function expected, got string)")
  end)
end)

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
