-- Collection headers and footers: the flow layout's pinned headers and footers
-- (`layout.sectionHeadersPinToVisibleBounds`, `layout.sectionFootersPinToVisibleBounds`) and
-- supplementary views from the data source (`cv:registerSupplementaryView`,
-- `cv:dequeueReusableSupplementaryView`, `t:viewForSupplementaryElementOfKind`,
-- `cv:supplementaryView`, `cv:visibleSupplementaryViews`) (rules 17.5, 17.6, 17.9).
local IP = ui.IndexPath

-- Three sections of 9 items, 100-point items in lines of three: with a 40-point header each
-- section is 40 + 3 * 100 + 2 * 10 = 360 points tall.
local function grid()
  local world = ui.World{ ios = 17 }
  local g = world:CollectionViewController{ items = { 9, 9, 9 }, itemSize = { 100, 100 } }
  world:show(g)
  local cv = g.collectionView
  cv.collectionViewLayout.headerReferenceSize = { width = 0, height = 40 }
  return world, cv
end

local function headerY(cv, section)
  local all = cv.collectionViewLayout:layoutAttributesForElements({ x = 0, y = -1000, width = 1000, height = 5000 })
  for _, a in ipairs(all) do
    if a.representedElementKind == "UICollectionElementKindSectionHeader" and a.indexPath.section == section then
      return a.frame.y
    end
  end
end

local function withHeaders(cv, log)
  cv:registerSupplementaryView("header", "Header")
  cv.dataSource = {
    numberOfSections = function() return 3 end,
    numberOfItemsInSection = function() return 9 end,
    viewForSupplementaryElementOfKind = function(_, c, kind, ip)
      log[#log + 1] = kind .. " " .. ip.section
      return c:dequeueReusableSupplementaryView(kind, "Header", ip)
    end,
  }
end

describe("layout.sectionHeadersPinToVisibleBounds", function()
  it("is false by default: headers scroll with the content (rule 17.5)", function() -- rule 17.5
    local _, cv = grid()
    assert.is_false(cv.collectionViewLayout.sectionHeadersPinToVisibleBounds)
    assert.is_false(cv.collectionViewLayout.sectionFootersPinToVisibleBounds)
    cv.contentOffset = { x = 0, y = 100 }
    assert.are.equal(0, headerY(cv, 0))
  end)

  it("pins a header at the top until the next section pushes it out (rule 17.6)", function() -- rule 17.6
    local _, cv = grid()
    cv.collectionViewLayout.sectionHeadersPinToVisibleBounds = true
    assert.is_true(cv.collectionViewLayout.sectionHeadersPinToVisibleBounds)
    cv.contentOffset = { x = 0, y = 100 }
    assert.are.equal(100, headerY(cv, 0))             -- stuck at the top of the bounds
    assert.are.equal(360, headerY(cv, 1))
    cv.contentOffset = { x = 0, y = 340 }
    assert.are.equal(320, headerY(cv, 0))             -- pushed up: its section ends at 360
    cv.contentOffset = { x = 0, y = -200 }
    assert.are.equal(0, headerY(cv, 0))               -- pulled past the top: its natural place
    assert.has_error(function() cv.collectionViewLayout.sectionHeadersPinToVisibleBounds = 1 end,
      "bad value for field 'sectionHeadersPinToVisibleBounds' (boolean expected, got number)")
  end)

  it("pins footers at the bottom, never above their header (rule 17.6)", function() -- rule 17.6
    local _, cv = grid()
    local layout = cv.collectionViewLayout
    layout.footerReferenceSize = { width = 0, height = 20 }
    layout.sectionFootersPinToVisibleBounds = true
    local all = layout:layoutAttributesForElements({ x = 0, y = 0, width = 1000, height = 5000 })
    local footers = {}
    for _, a in ipairs(all) do
      if a.representedElementKind == "UICollectionElementKindSectionFooter" then footers[#footers + 1] = a.frame.y end
    end
    -- sections are 380 tall; the last one (760 ..< 1140) cannot rise above its header's end
    assert.is_true(footers[3] >= 760 + 40)
    assert.is_true(footers[3] <= 1120)
    assert.are.equal(360, footers[1])                -- on screen at its natural place
  end)
end)

describe("supplementary views", function()
  it("come from viewForSupplementaryElementOfKind for visible sections, and are reused (rule 17.9)", function() -- rule 17.9
    local _, cv = grid()
    local log = {}
    withHeaders(cv, log)
    local v0 = cv:supplementaryView("header", IP(0, 0))
    assert.is_not_nil(v0)
    assert.are.equal(0, v0.frame.y)
    assert.are.equal(40, v0.frame.height)
    assert.are.same({ "header 0", "header 1", "header 2" }, log)
    assert.are.equal(3, #cv:visibleSupplementaryViews("UICollectionElementKindSectionHeader"))
    assert.are.equal(0, #cv:visibleSupplementaryViews("footer"))
    cv.contentOffset = { x = 0, y = 2000 }
    assert.is_nil(cv:supplementaryView("header", IP(0, 0)))
  end)

  it("a pinned header view follows the offset (rule 17.6)", function() -- rule 17.6
    local _, cv = grid()
    withHeaders(cv, {})
    cv.collectionViewLayout.sectionHeadersPinToVisibleBounds = true
    cv.contentOffset = { x = 0, y = 100 }
    assert.are.equal(headerY(cv, 0), cv:supplementaryView("header", IP(0, 0)).frame.y)
    assert.is_true(headerY(cv, 0) >= 100)
  end)

  it("errors in Lua's words: an unknown kind, an unregistered identifier, a bad answer (rule 17.9)", function() -- rule 17.9
    local _, cv = grid()
    assert.has_error(function() cv:registerSupplementaryView("heder", "H") end,
      "bad argument #1 to 'registerSupplementaryView' (\"header\" or \"footer\" expected, got \"heder\" (did you mean 'header'?))")
    local ok, err = pcall(cv.dequeueReusableSupplementaryView, cv, "footer", "Nope", IP(0, 0))
    assert.is_false(ok)
    assert.truthy(tostring(err):find("could not dequeue a view of kind: UICollectionElementKindSectionFooter with identifier Nope", 1, true))
    cv.dataSource = {
      numberOfItemsInSection = function() return 3 end,
      viewForSupplementaryElementOfKind = function() return nil end,
    }
    ok, err = pcall(cv.reloadData, cv)
    if ok then ok, err = pcall(cv.supplementaryView, cv, "header", IP(0, 0)) end
    assert.is_false(ok)
    assert.truthy(tostring(err):find("viewForSupplementaryElementOfKind", 1, true))
  end)
end)
