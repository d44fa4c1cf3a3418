-- Lua overrides of a controller's appearance methods, `self.super`, the coordinator's blocks
-- from Lua, and errors raised inside those callbacks.

-- A list (10 rows, row 2 selected, no built-in clearing) under a pushed detail.
local function listUnderDetail(ios, override)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 10 }, clearsSelectionOnViewWillAppear = false, title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  local tv = list.tableView
  tv:tap(ui.IndexPath(2, 0))
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  if override then list.viewWillAppear = override end
  return world, nav, list, tv
end

-- The seed: deselect alongside the transition, select again if it is cancelled.
local function seed(self, animated)
  self.super:viewWillAppear(animated)
  local tv = self.tableView
  local ip = tv:indexPathForSelectedRow()
  if not ip then return end
  local c = self:transitionCoordinator()
  if c then
    c:animateAlongsideTransition(function() tv:deselectRow(ip, true) end, function(ctx)
      if ctx.isCancelled then tv:selectRow(ip, false, "none") end
    end)
  else
    tv:deselectRow(ip, animated)
  end
end

local function naive(self, animated)
  local tv = self.tableView
  local ip = tv:indexPathForSelectedRow()
  if ip then tv:deselectRow(ip, animated) end
end

describe("a Lua viewWillAppear", function()
  it("is stored, read back and called with (self, animated)", function()
    local world = ui.World{ ios = 17 }
    local vc = world:ViewController{ title = "A" }
    local calls = {}
    local function f(self, animated) calls[#calls + 1] = { self, animated } end
    vc.viewWillAppear = f
    assert.are.equal(f, vc.viewWillAppear)
    local nav = world:NavigationController(vc)
    world:show(nav)
    assert.are.equal(1, #calls)
    assert.are.equal(vc, calls[1][1])
    assert.are.equal("boolean", type(calls[1][2]))
    vc.viewWillAppear = nil
    assert.is_nil(vc.viewWillAppear)
  end)

  it("keeps other unknown fields errors, and refuses non-functions", function()
    local vc = ui.World{}:ViewController{}
    assert.has_error(function() vc.viewWillAppearing = function() end end)
    assert.has_error(function() return vc.nothing end)
    assert.error_matches(function() vc.viewDidAppear = 5 end, "function expected, got number")
  end)

  it("calls all the appearance overrides at UIKit's moments", function()
    local world = ui.World{ ios = 17 }
    local a = world:ViewController{ title = "A" }
    local b = world:ViewController{ title = "B" }
    local seen = {}
    for _, name in ipairs{ "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" } do
      b[name] = function(self) seen[#seen + 1] = self.title .. "." .. name end
    end
    local nav = world:NavigationController(a)
    world:show(nav)
    nav:pushViewController(b, true)
    world:settle(1)
    nav:popViewController(true)
    world:settle(1)
    assert.are.same({ "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear" }, seen)
  end)

  it("runs the built-in clearing through self.super", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 10 } }
    local nav = world:NavigationController(list)
    world:show(nav)
    list.tableView:tap(ui.IndexPath(1, 0))
    nav:pushViewController(world:ViewController{}, false)
    local called = false
    function list:viewWillAppear(animated)
      called = true
      self.super:viewWillAppear(animated)
    end
    nav:popViewController(false)
    assert.is_true(called)
    assert.is_nil(list.tableView:indexPathForSelectedRow())
  end)

  it("replaces the built-in clearing when it does not call super", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 10 } }
    local nav = world:NavigationController(list)
    world:show(nav)
    list.tableView:tap(ui.IndexPath(1, 0))
    nav:pushViewController(world:ViewController{}, false)
    function list:viewWillAppear() end
    nav:popViewController(false)
    assert.are.equal(ui.IndexPath(1, 0), list.tableView:indexPathForSelectedRow())
  end)
end)

describe("the seed pattern in Lua (iOS 17)", function()
  it("keeps the row selected on a cancelled interactive pop", function()
    local world, nav, _, tv = listUnderDetail(17, seed)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    swipe:cancel()
    world:settle(2)
    assert.are.equal("Detail", nav.topViewController.title)
    assert.are.equal(ui.IndexPath(2, 0), tv:indexPathForSelectedRow())
  end)

  it("clears the row on a finished one", function()
    local world, nav, list, tv = listUnderDetail(17, seed)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.6)
    swipe:finish()
    world:settle(2)
    assert.are.equal(list, nav.topViewController)
    assert.is_nil(tv:indexPathForSelectedRow())
  end)

  it("fades the selection with the swipe's progress", function()
    local world, nav, _, tv = listUnderDetail(17, seed)
    local swipe = nav:beginInteractivePop()
    local cell = tv:cellForRow(ui.IndexPath(2, 0))
    for _, p in ipairs{ 0.2, 0.5, 0.8 } do
      swipe:update(p)
      world:advance(1 / 60)
      assert.is_true(math.abs(cell.selectionAlpha - (1 - p)) < 0.05, ("alpha %g at %g"):format(cell.selectionAlpha, p))
    end
    swipe:cancel()
    world:settle(2)
  end)

  it("the naive override loses the selection on a cancelled swipe", function()
    local world, nav, _, tv = listUnderDetail(17, naive)
    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    swipe:cancel()
    world:settle(2)
    assert.are.equal("Detail", nav.topViewController.title)
    assert.is_nil(tv:indexPathForSelectedRow())
  end)
end)

describe("the coordinator from Lua", function()
  it("gives the blocks a context and returns true", function()
    local world, nav, list = listUnderDetail(17)
    local ctxs = {}
    function list:viewWillAppear()
      local c = self:transitionCoordinator()
      local queued = c:animateAlongsideTransition(nil, function(ctx)
        ctxs.done = { ctx.isCancelled, ctx.initiallyInteractive, ctx:viewControllerForKey("to") }
      end)
      ctxs.queued = queued
      c:animateAlongsideTransition(function(ctx) ctxs.anim = ctx.isAnimated end, nil)
    end
    local swipe = nav:beginInteractivePop()
    swipe:update(0.7)
    swipe:finish()
    world:settle(2)
    assert.is_true(ctxs.queued)
    assert.is_true(ctxs.anim)
    assert.is_false(ctxs.done[1])
    assert.is_true(ctxs.done[2])
    assert.are.equal(list, ctxs.done[3])
  end)

  it("runs notifyWhenInteractionChanges once at release, with isCancelled", function()
    local world, nav, list = listUnderDetail(17)
    local calls = {}
    function list:viewWillAppear()
      self:transitionCoordinator():notifyWhenInteractionChanges(function(ctx)
        calls[#calls + 1] = { ctx.isCancelled, ctx.isInteractive }
      end)
    end
    local swipe = nav:beginInteractivePop()
    swipe:update(0.1)
    assert.are.equal(0, #calls)
    assert.is_false(swipe:release{ velocity = 0 })
    assert.are.equal(1, #calls)
    world:settle(2)
    assert.are.same({ { true, false } }, calls)
  end)
end)

describe("a Lua error inside a callback", function()
  it("makes the triggering call raise, and leaves the world usable", function()
    local world = ui.World{ ios = 17 }
    local a = world:ViewController{ title = "A" }
    local b = world:ViewController{ title = "B" }
    function b:viewWillAppear() error("boom in viewWillAppear") end
    local nav = world:NavigationController(a)
    world:show(nav)
    local ok, message = pcall(nav.pushViewController, nav, b, true)
    assert.is_false(ok)
    assert.truthy(message:find("overrides_spec.lua:%d+: boom in viewWillAppear"))
    assert.truthy(message:find("stack traceback", 1, true))
    world:settle(2)
    b.viewWillAppear = nil
    assert.are.equal(b, nav.topViewController)
    nav:popViewController(true)
    world:settle(2)
    assert.are.equal(a, nav.topViewController)
  end)

  it("is raised by the call that ran the block (alongside, completion, interaction)", function()
    local world, nav, list = listUnderDetail(17)
    function list:viewWillAppear()
      local c = self:transitionCoordinator()
      c:notifyWhenInteractionChanges(function() error("interaction boom") end)
      c:animateAlongsideTransition(nil, function() error("completion boom") end)
    end
    local swipe = nav:beginInteractivePop()
    swipe:update(0.2)
    assert.error_matches(function() swipe:release{ velocity = 0 } end, "interaction boom")
    assert.error_matches(function() world:settle(2) end, "completion boom")
    assert.are.equal("Detail", nav.topViewController.title)
  end)
end)
