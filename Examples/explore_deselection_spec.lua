-- Exploring instead of scripting: the naive deselection of naive_deselection_spec.lua, found by
-- ui.explore rather than by a hand-written swipe. The user taps a row, its detail is pushed,
-- and from then on they may swipe back part way and let go, cancel, pop, or wait, in any
-- order. The property: while a detail is on screen and still, the row that opened it is
-- selected (UIKit deselects it only when the list really comes back).
--
-- The naive viewWillAppear deselects at once and never restores: the first cancelled swipe
-- breaks the property, and ui.explore shrinks any failing run to the four steps that matter
-- (the tap that pushes, time for the push, a cancelled swipe, time for the cancel to end). The coordinated one (the seeds'
-- tv:deselectRowWithCoordinator, seed_helpers_spec.lua) selects the row again on cancel.

local function naive(self, animated)
  self.super:viewWillAppear(animated)
  local ip = self.tableView:indexPathForSelectedRow()
  if ip then self.tableView:deselectRow(ip, true) end
end

local function coordinated(self, animated)
  self.super:viewWillAppear(animated)
  self.tableView:deselectRowWithCoordinator(self:transitionCoordinator(), animated)
end

--- A scene maker: a list whose tapped row pushes its detail.
local function listScene(ios, viewWillAppear)
  return function()
    local world = ui.World{ ios = ios }
    local list = world:TableViewController{ rows = { 10 }, clearsSelectionOnViewWillAppear = false }
    local nav = world:NavigationController(list)
    local opened = {}
    list.viewWillAppear = viewWillAppear
    list.tableView.delegate = {
      didSelectRowAt = function(_, _, ip)
        opened.row = ip.row
        nav:pushViewController(world:ViewController{ title = "Row " .. ip.row }, true)
      end,
    }
    world:show(nav)
    return { world = world, nav = nav, list = list, opened = opened }
  end
end

local function invariant(s)
  if s.nav.topViewController == s.list or s.nav.isTransitioning then return end
  local ip = s.list.tableView:indexPathForSelectedRow()
  if not ip or ip.row ~= s.opened.row then
    return false, "row " .. s.opened.row .. " opened the detail on screen but is not selected"
  end
end

local actions = {
  ui.actions.tap{ list = "list" },
  ui.actions.swipeBack{ nav = "nav" },
  ui.actions.pop{ nav = "nav" },
  ui.actions.advance{ world = "world", max = 0.5 },
}

for _, ios in ipairs({ 10, 17 }) do
  describe("exploring the deselection on iOS " .. ios, function()
    it("finds the naive one losing the row on a cancelled swipe, in four steps", function() -- rule 0.4
      local ok, report = pcall(ui.explore, { scene = listScene(ios, naive), actions = actions,
                                             invariant = invariant, seed = 1 })
      assert.is_false(ok)
      report = tostring(report)
      assert.matches("is not selected", report)
      assert.matches("swipe:cancel%(%)", report)
      local steps = 0
      for _ in report:gmatch("\n  s%.") do steps = steps + 1 end
      for _ in report:gmatch("\n  do local swipe") do steps = steps + 1 end
      assert.are.equal(4, steps, report)
    end)

    it("keeps the coordinated one right through every run", function() -- rule 0.5
      local summary = ui.explore{ scene = listScene(ios, coordinated), actions = actions,
                                  invariant = invariant, runs = 100, seed = 1 }
      assert.is_true(summary.counts.swipeBack > 100)
    end)
  end)
end
