-- The collection view's reach: visible cells and items, scrolling to an item, the content
-- offset and inset, hit testing, and the flow layout's settings (rules 3.4, 3.10–3.14).
local IP = ui.IndexPath

-- 60 items of 100 × 100 on a 390-point-wide screen: 3 per line (rule 3.12), lines 110 apart,
-- 20 lines, content 2190 high.
local function shown(options)
  local world = ui.World{ ios = 17 }
  local g = world:CollectionViewController(options or { items = { 60 }, itemSize = { 100, 100 } })
  world:show(g)
  return world, g.collectionView
end

describe("cv:visibleCells() and cv:indexPathsForVisibleItems()", function()
  it("give the items on screen in index-path order, the same cells cellForItem gives (rule 3.13)", function() -- rule 3.13
    local _, cv = shown()
    local paths, cells = cv:indexPathsForVisibleItems(), cv:visibleCells()
    assert.are.equal(24, #paths)                          -- lines 0 ... 7 (the 8th partly) of 3
    assert.are.equal(#paths, #cells)
    assert.are.equal(IP(0, 0), paths[1])
    assert.are.equal(IP(23, 0), paths[24])
    for i, cell in ipairs(cells) do assert.are.equal(cv:cellForItem(paths[i]), cell) end
  end)

  it("indexPathsForVisibleItems is an empty table, not nil, when nothing shows (rule 3.13)", function() -- rule 3.13
    local _, cv = shown({ items = { 0 } })
    assert.are.same({}, cv:indexPathsForVisibleItems())
    assert.are.same({}, cv:visibleCells())
  end)

  it("indexPathForCell and indexPathForItem(point) find an item (rule 3.13)", function() -- rule 3.13
    local _, cv = shown()
    local cell = cv:cellForItem(IP(4, 0))
    assert.are.equal(IP(4, 0), cv:indexPathForCell(cell))
    assert.are.equal(IP(4, 0), cv:indexPathForItem({ x = 145 + 50, y = 110 + 50 }))
    assert.is_nil(cv:indexPathForItem({ x = 120, y = 50 }))   -- in the gap between items 0 and 1
  end)
end)

describe("cv.contentOffset and cv:scrollToItem(ip, position, animated)", function()
  it("contentOffset scrolls and reads back; the visible items follow", function()
    -- rule 3.13
    local _, cv = shown()
    assert.are.same({ x = 0, y = 0 }, cv.contentOffset)
    cv.contentOffset = { x = 0, y = 550 }
    assert.are.same({ x = 0, y = 550 }, cv.contentOffset)
    assert.are.equal(IP(15, 0), cv:indexPathsForVisibleItems()[1])   -- line 5 starts at y = 550
    assert.has_error(function() cv.contentOffset = { x = 0 } end,
      "bad value for field 'contentOffset' ({x = number, y = number} expected)")
  end)

  it("scrollToItem puts the item where the position says, within the content (rule 3.4)", function() -- rule 3.4
    local _, cv = shown()
    cv:scrollToItem(IP(12, 0), "top", false)
    assert.are.equal(440, cv.contentOffset.y)
    cv:scrollToItem(IP(59, 0), "top", false)
    assert.are.equal(2190 - 844, cv.contentOffset.y)      -- clamped to the end of the content
    cv:scrollToItem(IP(0, 0), "centeredVertically", false)
    assert.are.equal(0, cv.contentOffset.y)
    assert.is_not_nil(cv:cellForItem(IP(0, 0)))
  end)

  it("raises UIKit's exceptions for an invalid position or item (rule 3.4)", function() -- rule 3.4
    local _, cv = shown()
    assert.has_error(function() cv:scrollToItem(IP(99, 0), "top", false) end,
      "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 99}")
    assert.has_error(function() cv:scrollToItem(IP(0, 0), "sideways", false) end)
    assert.has_error(function() cv:scrollToItem(IP(0, 0), "top") end,
      "bad argument #3 to 'scrollToItem' (boolean expected, got no value)")
  end)

  it("contentInset reads back and moves the items (rule 3.12)", function() -- rule 3.12
    local _, cv = shown()
    assert.are.equal(145, cv:layoutAttributesForItem(IP(1, 0)).frame.x)
    cv.contentInset = { top = 0, left = 35, bottom = 0, right = 35 }
    assert.are.same({ top = 0, left = 35, bottom = 0, right = 35 }, cv.contentInset)
    -- W = 390 - 70 = 320: still 3 per line, spacing (320 - 300) / 2 = 10
    assert.are.equal(110, cv:layoutAttributesForItem(IP(1, 0)).frame.x)
  end)
end)

describe("cv.collectionViewLayout", function()
  it("has the flow layout's values (rule 3.10)", function() -- rule 3.10
    local _, cv = shown({ items = { 5 } })
    local layout = cv.collectionViewLayout
    assert.are.equal(layout, cv.collectionViewLayout)
    assert.are.same({ width = 50, height = 50 }, layout.itemSize)
    assert.are.equal(10, layout.minimumLineSpacing)
    assert.are.equal(10, layout.minimumInteritemSpacing)
    assert.are.same({ top = 0, left = 0, bottom = 0, right = 0 }, layout.sectionInset)
    assert.are.equal("vertical", layout.scrollDirection)
    assert.are.equal("CollectionViewFlowLayout", tostring(layout))
    assert.are.equal("{width=50, height=50}", tostring(layout.itemSize))
    assert.are.equal("{top=0, left=0, bottom=0, right=0}", tostring(layout.sectionInset))
  end)

  it("writing a value invalidates the layout: the items move (rules 3.11, 3.12, 3.14)", function() -- rule 3.14
    local _, cv = shown()
    local layout = cv.collectionViewLayout
    local cell = cv:cellForItem(IP(3, 0))
    assert.are.equal(110, cell.frame.y)
    layout.minimumLineSpacing = 20
    assert.are.equal(120, cv:layoutAttributesForItem(IP(3, 0)).frame.y)
    assert.are.equal(cell, cv:cellForItem(IP(3, 0)))     -- the next layout pass (here, a query)
    assert.are.equal(120, cell.frame.y)                   -- moves the visible cell too
    layout.itemSize = { width = 180, height = 40 }         -- 2 per line: (390 + 10) / 190
    assert.are.same({ x = 210, y = 60, width = 180, height = 40 }, cv:layoutAttributesForItem(IP(3, 0)).frame)
    layout.sectionInset = { top = 5, left = 10, bottom = 0, right = 10 }
    assert.are.equal(10, cv:layoutAttributesForItem(IP(0, 0)).frame.x)
    assert.are.equal(5, cv:layoutAttributesForItem(IP(0, 0)).frame.y)
    layout.minimumInteritemSpacing = 200                  -- 1 per line, centred (rule 3.12)
    assert.are.equal((390 - 180) / 2, cv:layoutAttributesForItem(IP(0, 0)).frame.x)
  end)

  it("scrollDirection \"horizontal\" lays the lines out as columns (rule 3.12)", function() -- rule 3.12
    local _, cv = shown()
    local layout = cv.collectionViewLayout
    layout.scrollDirection = "horizontal"
    assert.are.equal("horizontal", layout.scrollDirection)
    local f = cv:layoutAttributesForItem(IP(1, 0)).frame
    assert.are.equal(0, f.x)
    assert.is_true(f.y > 0)
    assert.is_true(cv.contentSize.width > 390)
  end)

  it("refuses bad values", function()
    local _, cv = shown()
    local layout = cv.collectionViewLayout
    assert.has_error(function() layout.itemSize = { width = 0, height = 10 } end,
      "bad value for field 'itemSize' (positive width and height expected)")
    assert.has_error(function() layout.minimumLineSpacing = -1 end,
      "bad value for field 'minimumLineSpacing' (non-negative number expected, got -1)")
    assert.has_error(function() layout.scrollDirection = "diagonal" end,
      "bad value for field 'scrollDirection' (\"vertical\" or \"horizontal\" expected, got \"diagonal\")")
    assert.has_error(function() layout.sectionInset = { top = 1 } end)
    assert.has_error(function() layout.estimatedItemSize = { width = -1, height = 1 } end,
      "bad value for field 'estimatedItemSize' (non-negative width and height expected)")
    assert.has_error(function() layout.itemSise = { width = 1, height = 1 } end,
      "attempt to assign to unknown field 'itemSise' of CollectionViewFlowLayout (did you mean 'itemSize'?)")
  end)
end)
