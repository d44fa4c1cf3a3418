-- The tutorial's spec (docs/tutorial.md): what the user sees when they swipe back to a list, hold
-- at 40 % and let go to cancel, with the row deselected alongside the pop through the transition
-- coordinator (the seeds' fix). The picture mid-swipe is a snapshot; the recording checks the row's
-- selection alpha follows the finger and comes back on cancel, on iOS 10 and on iOS 17.
local row = ui.IndexPath(2, 0)

local function scene(ios)
  local world = ui.World{ ios = ios, height = 300 }
  local list = world:TableViewController{ rows = { 5 }, title = "List", clearsSelectionOnViewWillAppear = false }
  list.viewWillAppear = function(self, animated)
    self.super:viewWillAppear(animated)
    self.tableView:deselectRowWithCoordinator(self:transitionCoordinator(), animated)
  end
  local nav = world:NavigationController(list)
  world:show(nav)
  list.tableView:tap(row)
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  return world, nav, list.tableView
end

for _, ios in ipairs({ 10, 17 }) do
  describe("a cancelled swipe back on iOS " .. ios, function()
    it("shows the row half deselected at 40 %, and selected again after the cancel", function() -- rules 0.4, 0.5
      local world, nav, tv = scene(ios)
      local tl = world:record{ alpha = function() return tv:cellForRow(row).selectionAlpha end }
      local swipe = nav:beginInteractivePop()
      for i = 1, 8 do swipe:update(i * 0.05); world:advance(2 / 60) end
      world:advance(0.2)
      assert.snapshot(world:render(), "held at 40 percent on iOS " .. ios)
      swipe:release{ velocity = -50 }
      world:settle(1)
      tl:stop()
      assert.are.equal(row, tv:indexPathForSelectedRow())   -- restored by the coordinator
      assert.are.equal(1, tv:cellForRow(row).selectionAlpha)
      assert.is_true(tl.frameCount > 30)
    end)
  end)
end
