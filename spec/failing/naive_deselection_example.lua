-- A failing example, kept out of `alongside spec/` by its name (not *_spec.lua): what a failure
-- in CI looks like. The naive deselection in viewWillAppear loses the row on a cancelled swipe
-- back on iOS 17 (rule 0.3), so the expectation below fails; the test recorded the row's
-- selection alpha, and the run writes that recording and the scene's last picture beside the
-- JUnit report, named in the test case as [[ATTACHMENT|…]]. Try it:
--   alongside spec/failing/naive_deselection_example.lua --junit build/failing.xml
-- (AttachmentTests runs it and checks the report.)
describe("the naive deselection", function()
  it("keeps the row selected after a cancelled swipe on iOS 17", function()
    local row = ui.IndexPath(2, 0)
    local world = ui.World{ ios = 17, height = 300 }
    local list = world:TableViewController{ rows = { 5 }, title = "List", clearsSelectionOnViewWillAppear = false }
    list.viewWillAppear = function(self, animated)
      self.super:viewWillAppear(animated)
      local ip = self.tableView:indexPathForSelectedRow()
      if ip then self.tableView:deselectRow(ip, true) end
    end
    local nav = world:NavigationController(list)
    world:show(nav)
    list.tableView:tap(row)
    nav:pushViewController(world:ViewController{ title = "Detail" }, true)
    world:settle(1)
    local tv = list.tableView
    local tl = world:record{ selectionAlpha = function() return tv:cellForRow(row).selectionAlpha end }
    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    world:advance(0.2)
    swipe:release{ velocity = -50 }
    world:settle(1)
    tl:stop()
    assert.are.equal(row, tv:indexPathForSelectedRow())
  end)
end)
