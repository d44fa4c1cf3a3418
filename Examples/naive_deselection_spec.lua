-- The naive version that the seeds warn against: deselect in viewWillAppear with an ordinary
-- animation, no transition coordinator.
--
--   override func viewWillAppear(_ animated: Bool) {
--       super.viewWillAppear(animated)
--       if let ip = tableView.indexPathForSelectedRow { tableView.deselectRow(at: ip, animated: true) }
--   }
--
-- Up to iOS 10 an interactive swipe back paused the whole layer tree of the transition and
-- scrubbed it with the finger (rules 0.1, 0.2), so this animation got "caught in" the swipe and
-- looked right. From iOS 11 only the transition's own animator is scrubbed (rule 0.3): the fade
-- runs on the clock whatever the finger does, and a cancelled swipe leaves the row deselected.
-- The same code runs in both eras below; only the expected outcome differs, and that difference
-- comes from the simulation's model of the two UIKits, not from the spec.

local row = ui.IndexPath(2, 0)

local function naive(self, animated)
  self.super:viewWillAppear(animated)
  local ip = self.tableView:indexPathForSelectedRow()
  if ip then self.tableView:deselectRow(ip, true) end
end

local function listUnderDetail(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 10 }, clearsSelectionOnViewWillAppear = false }
  list.viewWillAppear = naive
  local nav = world:NavigationController(list)
  world:show(nav)
  list.tableView:tap(row)
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  return world, nav, list.tableView
end

-- What each era does with the same swipe.
local eras = {
  { ios = 9,  scrubbed = true,  keepsSelectionOnCancel = false },
  { ios = 10, scrubbed = true,  keepsSelectionOnCancel = false },
  { ios = 11, scrubbed = false, keepsSelectionOnCancel = false },
  { ios = 17, scrubbed = false, keepsSelectionOnCancel = false },
}

for _, era in ipairs(eras) do
  describe("the naive deselection on iOS " .. era.ios, function()
    if era.scrubbed then
      it("is caught in the swipe: the fade follows the finger, not the clock", function() -- rule 0.2
        local world, nav, tv = listUnderDetail(era.ios)
        local swipe = nav:beginInteractivePop()
        swipe:update(0.1)
        world:advance(1)                       -- a full second with the finger still
        local early = tv:cellForRow(row).selectionAlpha
        assert.is_true(early > 0.5, "frozen near the finger's 10 %: " .. early)
        swipe:update(0.9)
        local late = tv:cellForRow(row).selectionAlpha
        assert.is_true(late < early, ("moves with the finger: %.3f then %.3f"):format(early, late))
      end)
    else
      it("runs on the clock: the fade is over while the finger is still near the edge", function() -- rule 0.3
        local world, nav, tv = listUnderDetail(era.ios)
        local swipe = nav:beginInteractivePop()
        swipe:update(0.1)
        world:advance(0.3)
        assert.are.equal(0, tv:cellForRow(row).selectionAlpha)
      end)
    end

    it("loses the selection when the swipe is cancelled", function() -- rule 0.4
      local world, nav, tv = listUnderDetail(era.ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.3)
      swipe:cancel()
      world:settle(2)
      assert.are.equal("Detail", nav.topViewController.title)
      assert.are.equal(era.keepsSelectionOnCancel, tv:indexPathForSelectedRow() == row)
    end)
  end)
end
