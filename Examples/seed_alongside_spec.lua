-- The seed pattern, written in Lua: a table view controller deselects its row alongside the
-- transition that brings it back, and selects it again if that transition is cancelled (the
-- user starts a swipe back, then changes their mind).
--
--   override func viewWillAppear(_ animated: Bool) {
--       super.viewWillAppear(animated)
--       if let ip = tableView.indexPathForSelectedRow {
--           if let c = transitionCoordinator {
--               c.animate(alongsideTransition: { _ in self.tableView.deselectRow(at: ip, animated: true) },
--                         completion: { ctx in if ctx.isCancelled { self.tableView.selectRow(at: ip, animated: false, scrollPosition: .none) } })
--           } else {
--               tableView.deselectRow(at: ip, animated: animated)
--           }
--       }
--   }

-- The override, as a Lua function: `self` is the controller, `animated` a boolean.
local function deselectAlongside(self, animated)
  self.super:viewWillAppear(animated)        -- the built-in behaviour (clearing is off below)
  local tv = self.tableView
  local ip = tv:indexPathForSelectedRow()
  if not ip then return end
  local c = self:transitionCoordinator()
  if not c then
    tv:deselectRow(ip, animated)
    return
  end
  c:animateAlongsideTransition(function(ctx)
    tv:deselectRow(ip, true)                 -- animates with the transition (and its scrubbing)
  end, function(ctx)
    if ctx.isCancelled then tv:selectRow(ip, false, "none") end
  end)
end

-- A list with row 2 selected, under a pushed detail, using the override above.
local function listUnderDetail(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 10 }, clearsSelectionOnViewWillAppear = false, title = "List" }
  list.viewWillAppear = deselectAlongside
  local nav = world:NavigationController(list)
  world:show(nav)
  local tv = list.tableView
  tv:tap(ui.IndexPath(2, 0))
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  return world, nav, list, tv
end

for _, ios in ipairs{ 10, 17 } do
  describe("deselecting alongside a swipe back (iOS " .. ios .. ")", function()
    it("clears the row when the swipe finishes", function()
      local world, nav, list, tv = listUnderDetail(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.6)
      swipe:finish()
      world:settle(2)
      assert.are.equal(list, nav.topViewController)
      assert.is_nil(tv:indexPathForSelectedRow())
    end)

    it("keeps the row selected when the swipe is cancelled", function()
      local world, nav, _, tv = listUnderDetail(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.3)
      swipe:cancel()
      world:settle(2)
      assert.are.equal("Detail", nav.topViewController.title)
      assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
    end)
  end)
end

-- What the user sees during the swipe, and when the list comes back without a swipe.
describe("the seed pattern, beyond finish and cancel (iOS 17)", function()
  it("fades the row's highlight with the finger while the swipe is held", function() -- rule 0.3
    local world, nav, _, tv = listUnderDetail(17)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.2)
    local early = tv:cellForRow(ui.IndexPath(2, 0)).selectionAlpha
    world:advance(1)                         -- time alone does not move a held swipe
    assert.are.equal(early, tv:cellForRow(ui.IndexPath(2, 0)).selectionAlpha)
    swipe:update(0.8)
    local late = tv:cellForRow(ui.IndexPath(2, 0)).selectionAlpha
    assert.is_true(early > late and late > 0, ("%.3f then %.3f"):format(early, late))
  end)

  it("deselects at once on a pop without animation: there is no coordinator", function() -- rule 0.5
    local world, nav, list, tv = listUnderDetail(17)
    local coordinators = {}
    local seed = list.viewWillAppear
    list.viewWillAppear = function(self, animated)
      coordinators[#coordinators + 1] = tostring(self:transitionCoordinator())
      seed(self, animated)
    end
    nav:popViewController(false)
    assert.are.same({ "nil" }, coordinators)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(0, tv:cellForRow(ui.IndexPath(2, 0)).selectionAlpha)  -- no fade to wait for
    assert.are.equal(list, nav.topViewController)
  end)

  it("fades the row out with a pop by the back button", function() -- rule 0.5
    local world, nav, _, tv = listUnderDetail(17)
    nav:popViewController(true)
    assert.is_nil(tv:indexPathForSelectedRow())  -- deselected as the transition starts
    world:advance(0.1)
    local alpha = tv:cellForRow(ui.IndexPath(2, 0)).selectionAlpha
    assert.is_true(alpha > 0 and alpha < 1, tostring(alpha))
    world:settle(1)
    assert.are.equal(0, tv:cellForRow(ui.IndexPath(2, 0)).selectionAlpha)
  end)
end)
