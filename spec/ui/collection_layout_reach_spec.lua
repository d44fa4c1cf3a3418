-- Collection reach, second round: editing mode (`cv.isEditing` and the selection flags of
-- editing mode), the flow layout's header, footer and estimated sizes, `layout:invalidateLayout()`,
-- `layout:layoutAttributesForElements(rect)` and the fields of layout attributes
-- (rules 3.1, 3.10, 3.12, 3.14, 3.31).
local IP = ui.IndexPath

local function grid(items)
  local world = ui.World{ ios = 17 }
  local g = world:CollectionViewController{ items = items or { 60 }, itemSize = { 100, 100 } }
  world:show(g)
  return world, g.collectionView
end

describe("cv.isEditing", function()
  it("is false, as are the editing-mode flags, and reads back what is set (rule 3.1)", function() -- rule 3.1
    local _, cv = grid()
    assert.is_false(cv.isEditing)
    assert.is_false(cv.allowsSelectionDuringEditing)
    assert.is_false(cv.allowsMultipleSelectionDuringEditing)
    cv.isEditing = true
    cv.allowsSelectionDuringEditing = true
    cv.allowsMultipleSelectionDuringEditing = true
    assert.is_true(cv.isEditing)
    assert.is_true(cv.allowsSelectionDuringEditing)
    assert.is_true(cv.allowsMultipleSelectionDuringEditing)
    assert.has_error(function() cv.isEditing = 1 end, "bad value for field 'isEditing' (boolean expected, got number)")
  end)

  it("while editing, a tap selects nothing unless selection during editing is allowed (rule 3.31)", function() -- rule 3.31
    local _, cv = grid()
    local calls = 0
    cv.delegate = { shouldSelectItemAt = function() calls = calls + 1; return true end }
    cv.isEditing = true
    cv:tap(IP(1, 0))
    assert.is_nil(cv:indexPathsForSelectedItems())
    assert.are.equal(0, calls)
    cv.allowsSelectionDuringEditing = true
    cv:tap(IP(1, 0))
    assert.are.same({ IP(1, 0) }, cv:indexPathsForSelectedItems())
    assert.are.equal(1, calls)
  end)

  it("allowsMultipleSelectionDuringEditing makes taps add to the selection only while editing (rule 3.31)", function() -- rule 3.31
    local _, cv = grid()
    cv.allowsMultipleSelectionDuringEditing = true
    cv:tap(IP(1, 0))
    cv:tap(IP(2, 0))
    assert.are.same({ IP(2, 0) }, cv:indexPathsForSelectedItems())   -- not editing: single mode
    cv.isEditing = true
    cv:tap(IP(3, 0))
    cv:tap(IP(4, 0))
    assert.are.same({ IP(2, 0), IP(3, 0), IP(4, 0) }, cv:indexPathsForSelectedItems())
  end)

  it("switching modes leaves the selection as it is (rule 3.31 [SIM])", function() -- rule 3.31 [SIM]
    local _, cv = grid()
    cv:tap(IP(5, 0))
    cv.isEditing = true
    assert.are.same({ IP(5, 0) }, cv:indexPathsForSelectedItems())
    assert.is_true(cv:cellForItem(IP(5, 0)).isSelected)
    cv.isEditing = false
    assert.are.same({ IP(5, 0) }, cv:indexPathsForSelectedItems())
  end)
end)

describe("flow layout sizes", function()
  it("headerReferenceSize, footerReferenceSize and estimatedItemSize start at zero (rule 3.10)", function() -- rule 3.10
    local _, cv = grid()
    local layout = cv.collectionViewLayout
    for _, name in ipairs{ "headerReferenceSize", "footerReferenceSize", "estimatedItemSize" } do
      assert.are.same({ width = 0, height = 0 }, layout[name])
    end
  end)

  it("a header pushes the section's items down at the next query (rules 3.12, 3.14)", function() -- rules 3.12, 3.14
    local _, cv = grid{ 6, 6 }
    local layout = cv.collectionViewLayout
    local before = cv:layoutAttributesForItem(IP(0, 0)).frame.y
    layout.headerReferenceSize = { width = 0, height = 30 }
    assert.are.same({ width = 0, height = 30 }, layout.headerReferenceSize)
    assert.are.equal(before + 30, cv:layoutAttributesForItem(IP(0, 0)).frame.y)
    assert.are.equal(before + 30, cv:cellForItem(IP(0, 0)).frame.y)
    local first1 = cv:layoutAttributesForItem(IP(0, 1)).frame.y
    layout.footerReferenceSize = { width = 0, height = 20 }
    assert.are.equal(first1 + 20, cv:layoutAttributesForItem(IP(0, 1)).frame.y)
  end)

  it("estimatedItemSize turns self-sizing on: items take the estimate (rule 3.10 [SIM])", function() -- rule 3.10
    local _, cv = grid()
    local layout = cv.collectionViewLayout
    layout.estimatedItemSize = { width = 60, height = 40 }
    assert.are.same({ width = 60, height = 40 }, cv:layoutAttributesForItem(IP(0, 0)).size)
    layout.estimatedItemSize = { width = 0, height = 0 }
    assert.are.same({ width = 100, height = 100 }, cv:layoutAttributesForItem(IP(0, 0)).size)
  end)

  it("refuses negative or malformed sizes", function()
    local _, cv = grid()
    local layout = cv.collectionViewLayout
    assert.has_error(function() layout.headerReferenceSize = { width = 0, height = -1 } end,
      "bad value for field 'headerReferenceSize' (non-negative width and height expected)")
    assert.has_error(function() layout.estimatedItemSize = 3 end,
      "bad value for field 'estimatedItemSize' (table expected, got number)")
  end)
end)

describe("layout attributes", function()
  it("cv:layoutAttributesForItem gives indexPath, frame, size, center and the category (rule 3.12)", function() -- rule 3.12
    local _, cv = grid()
    local a = cv:layoutAttributesForItem(IP(1, 0))
    assert.are.equal(IP(1, 0), a.indexPath)
    assert.are.same({ width = 100, height = 100 }, a.size)
    assert.are.equal(a.frame.x + 50, a.center.x)
    assert.are.equal(a.frame.y + 50, a.center.y)
    assert.are.equal("cell", a.representedElementCategory)
    assert.is_nil(a.representedElementKind)
  end)

  it("layout:layoutAttributesForElements lists the header, then the items, then the footer that meet the rect (rule 3.12)", function() -- rule 3.12
    local _, cv = grid{ 3 }
    local layout = cv.collectionViewLayout
    layout.headerReferenceSize = { width = 0, height = 30 }
    layout.footerReferenceSize = { width = 0, height = 20 }
    local all = layout:layoutAttributesForElements{ x = 0, y = 0, width = 1000, height = 1000 }
    assert.are.equal(5, #all)
    assert.are.equal("UICollectionElementKindSectionHeader", all[1].representedElementKind)
    assert.are.equal("supplementaryView", all[1].representedElementCategory)
    for i = 2, 4 do assert.are.equal(IP(i - 2, 0), all[i].indexPath) end
    assert.are.equal("UICollectionElementKindSectionFooter", all[5].representedElementKind)
    local none = layout:layoutAttributesForElements{ x = 0, y = 5000, width = 10, height = 10 }
    assert.are.equal(0, #none)
    local ok, err = pcall(function() layout:layoutAttributesForElements("all") end)
    assert.is_false(ok)
    assert.truthy(tostring(err):find("bad argument #1 to 'layoutAttributesForElements'", 1, true))
  end)

  it("layout:invalidateLayout() recomputes the same frames from unchanged settings (rule 3.14)", function() -- rule 3.14
    local _, cv = grid()
    local layout = cv.collectionViewLayout
    local before = cv:layoutAttributesForItem(IP(7, 0)).frame
    layout:invalidateLayout()
    assert.are.same(before, cv:layoutAttributesForItem(IP(7, 0)).frame)
    assert.are.same(before, cv:cellForItem(IP(7, 0)).frame)
  end)
end)
