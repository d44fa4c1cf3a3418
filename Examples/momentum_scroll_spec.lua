-- Momentum scrolling, then a tap: the first tap on a moving feed only stops it (the row is not
-- opened), and a feed that logs "what the user stopped on" when scrolling ends misses the tap
-- that stopped it on iOS 12 — UIKit told nothing there — but not on iOS 17 (rules 12.8, 12.9).
local IP = ui.IndexPath

-- A feed of 200 rows whose delegate opens a row on selection and logs the first visible row
-- each time scrolling comes to rest, the way apps track "impressions".
local function feed(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 200 }, rowHeight = 60, title = "Feed" }
  local nav = world:NavigationController(list)
  world:show(nav)
  local tv = list.tableView
  local app = { opened = nil, restedOn = {} }
  local function rested(view) app.restedOn[#app.restedOn + 1] = view:indexPathsForVisibleRows()[1].row end
  tv.delegate = {
    didSelectRowAt = function(_, _, ip) app.opened = ip.row end,
    scrollViewDidEndDragging = function(_, view, decelerate) if not decelerate then rested(view) end end,
    scrollViewDidEndDecelerating = function(_, view) rested(view) end,
  }
  return world, tv, app
end

describe("a flick through the feed", function()
  it("comes to rest on its own and reports where", function()
    local world, tv, app = feed(17)
    tv:fling{ velocity = -2500 }                 -- the finger flicks up
    assert.is_true(tv.isDecelerating)
    world:settle()
    assert.is_false(tv.isDecelerating)
    assert.are.equal(1, #app.restedOn)
    assert.is_true(app.restedOn[1] > 10)
  end)

  it("stops under a tap that opens nothing; the next tap opens the row (rule 12.8)", function() -- rule 12.8
    local world, tv, app = feed(17)
    tv:fling{ velocity = -2500 }
    world:advance(0.3)
    local row = tv:indexPathsForVisibleRows()[3]
    tv:tap(row)
    assert.is_nil(app.opened)
    assert.is_false(tv.isDecelerating)
    tv:tap(row)
    assert.are.equal(row.row, app.opened)
  end)

  for _, case in ipairs{ { ios = 12, reported = 0 }, { ios = 17, reported = 1 } } do
    it(("on iOS %d, a tap that stops it is reported %d time(s) (rule 12.9)"):format(case.ios, case.reported), function() -- rule 12.9
      local world, tv, app = feed(case.ios)
      tv:fling{ velocity = -2500 }
      world:advance(0.3)
      tv:tap(IP(40, 0))
      world:settle()
      assert.are.equal(case.reported, #app.restedOn)
    end)
  end
end)
