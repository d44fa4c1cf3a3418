-- Scrolling with a finger: `tv:drag`, `tv:release`, `tv:fling` (and on `cv`), deceleration,
-- rubber-banding, paging and the scroll delegate's calls (section 12 of the rule document).
local IP = ui.IndexPath

-- A shown table of 100 rows 44 points high (content 4400, view 844 on the default screen)
-- whose delegate logs its scroll news as short words.
local function table_(ios)
  local world = ui.World{ ios = ios or 17 }
  local list = world:TableViewController{ rows = { 100 }, rowHeight = 44 }
  local tv = list.tableView
  local d = { log = {}, scrolls = 0 }
  function d:scrollViewWillBeginDragging(sv)
    self.log[#self.log + 1] = "willBeginDragging"
    self.trackingAtBegin = sv.isTracking
  end
  function d:scrollViewDidScroll() self.scrolls = self.scrolls + 1 end
  function d:scrollViewWillEndDragging(sv, velocity, target)
    self.log[#self.log + 1] = "willEndDragging"
    self.velocity, self.target = velocity, { x = target.x, y = target.y }
    self.draggingAtEnd = sv.isDragging
    if self.rewrite then target.y = self.rewrite end
  end
  function d:scrollViewDidEndDragging(sv, decelerate)
    self.log[#self.log + 1] = "didEndDragging " .. tostring(decelerate)
    self.draggingAfterEnd = sv.isDragging
  end
  function d:scrollViewWillBeginDecelerating(sv)
    self.log[#self.log + 1] = "willBeginDecelerating"
    self.deceleratingAtBegin = sv.isDecelerating
  end
  function d:scrollViewDidEndDecelerating(sv)
    self.log[#self.log + 1] = "didEndDecelerating"
    self.restedAt = sv.contentOffset.y
  end
  tv.delegate = d
  world:show(list)
  return world, tv, d
end

local function near(expected, actual, tolerance)
  assert.is_true(math.abs(expected - actual) <= (tolerance or 0.01),
    ("expected %s, got %s"):format(expected, actual))
end

describe("tv:drag", function()
  it("moves the content with the finger over the world's clock, the finger staying down (rule 12.1)", function() -- rule 12.1
    local world, tv, d = table_()
    tv:drag{ dy = -300, duration = 0.2 }
    assert.are.equal(300, tv.contentOffset.y)
    near(0.2, world.time, 1e-9)
    assert.is_true(tv.isDragging)
    assert.is_true(tv.isTracking)
    assert.is_true(d.trackingAtBegin)
    assert.are.equal(12, d.scrolls)                      -- one scrollViewDidScroll a frame
    tv:drag{ dy = -100, duration = 0 }                   -- the finger moves on at once
    assert.are.equal(400, tv.contentOffset.y)
    assert.are.same({ "willBeginDragging" }, d.log)
  end)

  it("shows in world:render() as the offset and the gesture's state (rule 12.1)", function() -- rule 12.1
    local world, tv = table_()
    tv:drag{ dy = -100, duration = 0.1 }
    assert.is_truthy(world:render():find("TableView {x=0, y=0, width=390, height=844}, offset (0, 100), dragging", 1, true))
    tv:release{ velocity = -1000 }
    assert.is_truthy(world:render():find("offset (0, 100), decelerating", 1, true))
    world:settle()
    assert.is_falsy(world:render():find("decelerating", 1, true))
  end)

  it("shows the rows that arrive with cells reused from the rows that left (rules 12.1, 1.30)", function() -- rules 12.1, 1.30
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 100 }, rowHeight = 44 }
    local tv = list.tableView
    local shown, ended, reused = {}, {}, 0
    tv:registerCell("Cell", { prepareForReuse = function(cell)
      reused = reused + 1
      cell.super:prepareForReuse()
    end })
    tv.delegate = { willDisplay = function(_, _, _, p) shown[#shown + 1] = p.row end,
                    didEndDisplaying = function(_, _, _, p) ended[#ended + 1] = p.row end }
    world:show(list)
    local first = tv:cellForRow(IP(0, 0))
    shown = {}
    tv:drag{ dy = -480, duration = 0.25 }                 -- 15 frames of 32 points
    assert.are.equal(480, tv.contentOffset.y)
    assert.is_nil(tv:cellForRow(IP(0, 0)))
    assert.are.same({ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 }, ended)
    assert.are.same({ 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30 }, shown)
    -- row 20 arrives (offset > 36) before row 0 leaves (offset > 44): it gets a new cell, and
    -- the ten rows after it reuse the cells of the rows that left
    assert.are.equal(10, reused)
    local found = false
    for _, cell in ipairs(tv:visibleCells()) do if cell == first then found = true end end
    assert.is_true(found)                                 -- row 0's cell came back for a new row
  end)
end)

describe("tv:release", function()
  it("calls the delegate in UIKit's order and decelerates to the projection (rules 12.2, 12.3, 12.4)", function() -- rules 12.2, 12.3, 12.4
    local world, tv, d = table_()
    tv:drag{ dy = -300, duration = 0.2 }
    tv:release()                                          -- at the finger's speed: 1500 points/s
    assert.are.same({ x = 0, y = 1.5 }, d.velocity)       -- the content's, points per ms
    near(300 + 1.5 * 0.998 / 0.002, d.target.y)           -- 1048.5
    assert.is_true(d.draggingAtEnd)
    assert.is_false(d.draggingAfterEnd)
    assert.is_true(d.deceleratingAtBegin)
    assert.is_true(tv.isDecelerating)
    assert.is_false(tv.isDragging)
    assert.is_false(tv.isTracking)
    world:advance(0.5)
    local y = tv.contentOffset.y
    assert.is_true(y > 300 and y < 1048.5)
    world:settle()
    near(1048.5, tv.contentOffset.y)
    assert.are.equal(tv.contentOffset.y, d.restedAt)
    assert.is_false(tv.isDecelerating)
    assert.are.same({ "willBeginDragging", "willEndDragging", "didEndDragging true",
      "willBeginDecelerating", "didEndDecelerating" }, d.log)
  end)

  it("lands where scrollViewWillEndDragging writes the target (rule 12.4)", function() -- rule 12.4
    local world, tv, d = table_()
    d.rewrite = 440
    tv:fling{ velocity = -2000 }
    world:settle()
    assert.are.equal(440, tv.contentOffset.y)
  end)

  it("without velocity stops at once: didEndDragging(false), no deceleration (rule 12.2)", function() -- rule 12.2
    local world, tv, d = table_()
    tv:drag{ dy = -200, duration = 0.1 }
    tv:release{ velocity = 0 }
    assert.is_false(tv.isDecelerating)
    assert.is_false(world.isBusy)
    assert.are.same({ "willBeginDragging", "willEndDragging", "didEndDragging false" }, d.log)
  end)

  it("decelerates faster with decelerationRate 'fast' (rule 12.3)", function() -- rule 12.3
    local world, tv = table_()
    assert.are.equal(0.998, tv.decelerationRate)
    tv.decelerationRate = "fast"
    assert.are.equal(0.99, tv.decelerationRate)
    tv:drag{ dy = -300, duration = 0.2 }
    tv:release()
    world:settle()
    near(300 + 1.5 * 0.99 / 0.01, tv.contentOffset.y)    -- 448.5
  end)

  it("stops a fling at the end of the content (rule 12.4 [SIM])", function() -- rule 12.4
    local world, tv = table_()
    tv:fling{ velocity = -20000 }
    world:settle()
    assert.are.equal(4400 - 844, tv.contentOffset.y)
  end)
end)

describe("edges", function()
  it("rubber-band the content past the top and bring it back on release (rule 12.5)", function() -- rule 12.5
    local world, tv, d = table_()
    tv:drag{ dy = 100, duration = 0.1 }
    near(-(1 - 1 / (100 * 0.55 / 844 + 1)) * 844, tv.contentOffset.y)   -- about −51.6
    tv:release{ velocity = 0 }
    assert.are.equal("didEndDragging true", d.log[3])
    world:settle()
    assert.are.equal(0, tv.contentOffset.y)
  end)

  it("hold the content at the edge without bounces (rule 12.5)", function() -- rule 12.5
    local _, tv, d = table_()
    tv.bounces = false
    assert.is_false(tv.bounces)
    tv:drag{ dy = 100, duration = 0.1 }
    assert.are.equal(0, tv.contentOffset.y)
    assert.are.equal(0, d.scrolls)
  end)

  it("let a short table bounce but not a short collection view unless told (rule 12.6)", function() -- rule 12.6
    local world = ui.World{ ios = 17 }
    local short = world:TableViewController{ rows = { 3 } }
    world:show(short)
    local tv = short.tableView
    assert.is_true(tv.alwaysBounceVertical)
    assert.is_false(tv.alwaysBounceHorizontal)
    tv:drag{ dy = -50, duration = 0.05 }
    assert.is_true(tv.contentOffset.y > 0)
    tv:release{ velocity = 0 }
    world:settle()

    local grid = world:CollectionViewController{ items = { 3 } }
    world:show(grid)
    local cv = grid.collectionView
    assert.is_false(cv.alwaysBounceVertical)
    cv:drag{ dy = -50, duration = 0.05 }
    assert.are.equal(0, cv.contentOffset.y)
    cv:release{ velocity = 0 }
    cv.alwaysBounceVertical = true
    cv:drag{ dy = -50, duration = 0.05 }
    assert.is_true(cv.contentOffset.y > 0)
  end)
end)

describe("the horizontal axis", function()
  it("does not move when the content is no wider than the view, unless alwaysBounceHorizontal (rule 12.6)", function() -- rule 12.6
    local world, tv = table_()
    tv:drag{ dx = -50, dy = 0, duration = 0.05 }
    assert.are.equal(0, tv.contentOffset.x)
    tv:release{ velocity = { x = -1000, y = 0 } }
    assert.is_false(tv.isDecelerating)
    tv.alwaysBounceHorizontal = true
    tv:drag{ dx = -50, duration = 0.05 }
    near((1 - 1 / (50 * 0.55 / 390 + 1)) * 390, tv.contentOffset.x)   -- rubber band on x
    tv:release{ velocity = 0 }
    world:settle()
    assert.are.equal(0, tv.contentOffset.x)
  end)
end)

describe("paging", function()
  it("comes to rest on the next page in the release's direction (rule 12.7)", function() -- rule 12.7
    local world, tv, d = table_()
    tv.isPagingEnabled = true
    assert.is_true(tv.isPagingEnabled)
    tv:drag{ dy = -100, duration = 0.1 }
    tv:release{ velocity = -300 }
    assert.are.equal(844, d.target.y)
    world:settle()
    assert.are.equal(844, tv.contentOffset.y)
    tv:drag{ dy = -100, duration = 0.1 }
    tv:release{ velocity = 0 }                            -- the nearest page
    world:settle()
    assert.are.equal(844, tv.contentOffset.y)
  end)
end)

describe("a touch on a decelerating list", function()
  it("stops it where it is and selects nothing (rule 12.8)", function() -- rule 12.8
    local world, tv, d = table_()
    local selected = false
    function d:didSelectRowAt() selected = true end
    tv:fling{ velocity = -3000 }
    world:advance(0.1)
    local y = tv.contentOffset.y
    local row = tv:indexPathForRow{ x = 10, y = y + 100 }
    tv:tap(row)
    assert.is_false(tv.isDecelerating)
    assert.is_false(selected)
    assert.is_nil(tv:indexPathForSelectedRow())
    world:settle()
    assert.are.equal(y, tv.contentOffset.y)
    tv:tap(row)                                           -- a tap on the list at rest selects
    assert.is_true(selected)
  end)

  it("tells scrollViewDidEndDecelerating on iOS 13 and later, not on iOS 12 (rule 12.9)", function() -- rule 12.9
    for _, case in ipairs{ { 17, true }, { 12, false } } do
      local world, tv, d = table_(case[1])
      tv:fling{ velocity = -3000 }
      world:advance(0.1)
      d.log = {}
      tv:tap(IP(20, 0))
      assert.are.equal(case[2], d.log[1] == "didEndDecelerating", "iOS " .. case[1])
    end
  end)

  it("stops it and starts a new drag from where it stopped (rule 12.8 [SIM])", function() -- rule 12.8
    local world, tv, d = table_()
    tv:fling{ velocity = -3000 }
    world:advance(0.1)
    local y = tv.contentOffset.y
    tv:drag{ dy = 50, duration = 0 }
    assert.are.equal(y - 50, tv.contentOffset.y)
    assert.is_true(tv.isDragging)
    assert.is_false(tv.isDecelerating)
    assert.is_false(world.isBusy)
    assert.is_not_nil(d)
  end)
end)

describe("an offset set from code", function()
  it("stops a deceleration where the code put it, without didEndDecelerating (rule 12.10)", function() -- rule 12.10
    local world, tv, d = table_()
    tv:fling{ velocity = -3000 }
    world:advance(0.1)
    d.log = {}
    tv.contentOffset = { x = 0, y = 200 }
    assert.is_false(tv.isDecelerating)
    world:settle()
    assert.are.equal(200, tv.contentOffset.y)
    assert.are.same({}, d.log)
  end)
end)

describe("collection views", function()
  it("scroll with a finger like tables, in two axes (rules 12.1, 12.4)", function() -- rules 12.1, 12.4
    local world = ui.World{ ios = 17 }
    local grid = world:CollectionViewController{ items = { 60 }, itemSize = { 100, 100 } }
    world:show(grid)
    local cv = grid.collectionView
    local ended = {}
    cv.delegate = { didEndDisplaying = function(_, _, _, p) ended[#ended + 1] = p.item end,
                    scrollViewDidEndDecelerating = function(_, sv) ended.rest = sv.contentOffset.y end }
    cv:fling{ velocity = { x = 0, y = -1000 } }
    world:settle()
    assert.is_true(#ended > 0)
    near(50 + 1 * 0.998 / 0.002, cv.contentOffset.y)      -- 3 frames of finger at 1000 points/s
    assert.are.equal(cv.contentOffset.y, ended.rest)
  end)
end)

describe("bad input", function()
  it("refuses a finger on a list that is not on screen", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 100 } }
    assert.has_error(function() list.tableView:drag{ dy = -100 } end,
      "attempt to call 'drag' on a table view that is not on screen (show its controller with world:show first)")
    assert.has_error(function() list.tableView:fling{ velocity = -100 } end,
      "attempt to call 'fling' on a table view that is not on screen (show its controller with world:show first)")
  end)

  it("refuses a release without a drag, and a fling during one", function()
    local _, tv = table_()
    assert.has_error(function() tv:release() end,
      "attempt to call 'release' on a table view no finger is dragging (drag it first)")
    tv:drag{ dy = -10 }
    assert.has_error(function() tv:fling{ velocity = 100 } end,
      "attempt to call 'fling' on a table view a finger is dragging (release it first)")
  end)

  it("refuses NaN and infinite numbers, and misspelt options", function()
    local _, tv = table_()
    assert.has_error(function() tv:fling{ velocity = 0 / 0 } end,
      "bad argument #1 to 'fling' (field 'velocity': finite number expected, got nan)")
    assert.has_error(function() tv:release{ velocity = { x = 0, y = 0 / 0 } } end)
    assert.has_error(function() tv:drag{ dy = math.huge } end)
    assert.has_error(function() tv:drag{ dy = -10, duration = -1 } end,
      "bad argument #1 to 'drag' (field 'duration': non-negative number expected, got -1)")
    assert.has_error(function() tv:drag{ dy = -10, durations = 1 } end,
      "bad argument #1 to 'drag' (unknown option 'durations' for tv:drag (did you mean 'duration'?))")
    assert.has_error(function() tv:fling{} end,
      "bad argument #1 to 'fling' (field 'velocity': number or {x=, y=} expected, got nil)")
    assert.has_error(function() tv:fling{ velocity = "fast" } end)
    assert.has_error(function() tv.decelerationRate = "slow" end,
      "bad value for field 'decelerationRate' (\"normal\", \"fast\" or a number between 0 and 1 expected, got \"slow\")")
    assert.has_error(function() tv.bounces = 1 end)
  end)

  it("names a misspelt delegate function, and a target the delegate spoilt", function()
    local world, tv = table_()
    assert.has_error(function() tv.delegate = { scrollViewDidEndDeceleration = function() end } end,
      "bad value for field 'delegate' ('scrollViewDidEndDeceleration' is never called (did you mean 'scrollViewDidEndDecelerating'?))")
    tv.delegate = { scrollViewWillEndDragging = function(_, _, _, target) target.y = "far" end }
    tv:drag{ dy = -100, duration = 0.1 }
    assert.has_error(function() tv:release() end,
      "tv.delegate.scrollViewWillEndDragging: target.y: finite number expected, got string")
    world:settle()                                        -- the content went where it would have
    near(100 + 1 * 0.998 / 0.002, tv.contentOffset.y)
  end)
end)
