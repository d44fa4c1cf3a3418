-- A photo grid grouped by month with sticky month headers (UICollectionViewFlowLayout's
-- `sectionHeadersPinToVisibleBounds`): a flick scrolls the photos under the pinned header, and
-- the next month's header pushes the previous one out (rules 17.5, 17.6, 17.9).
local IP = ui.IndexPath
local months = { "January", "February", "March", "April" }

local function photos()
  local world = ui.World{ ios = 17 }
  local grid = world:CollectionViewController{ items = { 12, 12, 12, 12 }, itemSize = { 120, 120 }, title = "Photos" }
  world:show(grid)
  local cv = grid.collectionView
  local layout = cv.collectionViewLayout
  layout.headerReferenceSize = { width = 0, height = 44 }
  layout.sectionHeadersPinToVisibleBounds = true
  cv:registerSupplementaryView("header", "Month")
  local titles = {}   -- what each header view shows, as a label would
  cv.dataSource = {
    numberOfSections = function() return #months end,
    numberOfItemsInSection = function() return 12 end,
    viewForSupplementaryElementOfKind = function(_, view, _, ip)
      local header = view:dequeueReusableSupplementaryView("header", "Month", ip)
      titles[header] = months[ip.section + 1]
      return header
    end,
  }
  return world, cv, titles
end

--- The month whose header is at the top of the screen, and that header's y on screen.
local function pinned(cv, titles)
  for _, header in ipairs(cv:visibleSupplementaryViews("header")) do
    if header.frame.y <= cv.contentOffset.y + 0.5 then
      return titles[header], header.frame.y - cv.contentOffset.y
    end
  end
end

describe("sticky month headers", function()
  it("keep the current month on top while its photos scroll under it (rule 17.6)", function() -- rule 17.6
    local world, cv, titles = photos()
    cv:fling{ velocity = -1500 }                 -- a flick up into January's photos
    world:advance(0.1)
    assert.is_true(cv.contentOffset.y > 44)
    local month, y = pinned(cv, titles)
    assert.are.equal("January", month)
    assert.are.equal(0, y)                        -- stuck at the top edge, not scrolled away
    world:settle()
  end)

  it("hand over to the next month, which pushes the previous header out (rules 17.5, 17.9)", function() -- rule 17.5
    local _, cv, titles = photos()
    -- a month is 44 + 4 lines of 120 + 3 gaps of 10 = 554 points: February starts at 554
    cv.contentOffset = { x = 0, y = 530 }
    local january = cv:supplementaryView("header", IP(0, 0))
    assert.are.equal(554 - 44, january.frame.y)   -- pushed up by February's header
    cv.contentOffset = { x = 0, y = 700 }
    assert.are.equal("February", (pinned(cv, titles)))
    assert.is_nil(cv:supplementaryView("header", IP(0, 0)))   -- January's header left and is reused
  end)
end)
