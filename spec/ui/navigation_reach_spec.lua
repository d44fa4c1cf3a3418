-- The navigation controller's reach beyond push and pop: vc.view, popToRootViewController,
-- setViewControllers, nav.delegate, interactivePopGestureRecognizer, and the reasons
-- beginInteractivePop gives when no swipe begins.

local function stack(titles, ios)
  local world = ui.World{ ios = ios or 17 }
  local vcs = {}
  for i, t in ipairs(titles) do vcs[i] = world:ViewController{ title = t } end
  local nav = world:NavigationController(vcs[1])
  world:show(nav)
  for i = 2, #vcs do
    nav:pushViewController(vcs[i], false)
  end
  return world, nav, vcs
end

local function titles(list)
  local out = {}
  for i, vc in ipairs(list) do out[i] = vc.title end
  return out
end

describe("vc.view", function()
  it("loads the view on first read, running viewDidLoad once", function()
    -- rule 4.13
    local world = ui.World{}
    local vc = world:ViewController{ title = "A" }
    local loads = 0
    function vc:viewDidLoad() loads = loads + 1 end
    assert.is_false(vc.isViewLoaded)
    local v = vc.view
    assert.is_true(vc.isViewLoaded)
    assert.are.equal(1, loads)
    assert.are.equal(v, vc.view)                          -- the same userdata, no second load
    assert.are.equal(1, loads)
    assert.are.equal(390, v.frame.width)                  -- the screen's size
    assert.are.equal(844, v.frame.height)
  end)

  it("is the table view of a table controller", function()
    local world = ui.World{}
    local tc = world:TableViewController{ rows = { 3 } }
    assert.are.equal(tc.tableView, tc.view)
  end)

  it("takes subviews made by world:View", function()
    local world = ui.World{}
    local vc = world:ViewController{}
    local badge = world:View{ frame = { x = 10, y = 20, width = 30, height = 40 } }
    vc.view:addSubview(badge)
    assert.are.equal(badge, vc.view.subviews[1])
  end)
end)

describe("nav:popToRootViewController", function()
  it("returns the popped controllers, top last, and leaves the root on top", function()
    -- rule 4.11
    local world, nav = stack({ "A", "B", "C" })
    local popped = nav:popToRootViewController(true)
    assert.are.same({ "B", "C" }, titles(popped))
    assert.are.same({ "A" }, titles(nav.viewControllers))
    world:settle(2)
    assert.are.equal("A", nav.topViewController.title)
    assert.is_nil(popped[1].navigationController)
    assert.is_nil(popped[2].navigationController)
  end)

  it("animates one pop from the top: only the top and the root get appearance calls", function()
    -- rule 4.11
    local world, nav = stack({ "A", "B", "C" })
    local before = #world.log
    nav:popToRootViewController(true)
    world:settle(2)
    local calls = {}
    for i = before + 1, #world.log do
      if world.log[i]:match("^[ABC]%.view") then calls[#calls + 1] = world.log[i] end
    end
    assert.are.same({ "C.viewWillDisappear(true)", "A.viewWillAppear(true)",
      "C.viewDidDisappear(true)", "A.viewDidAppear(true)" }, calls)
  end)

  it("returns nil at the root", function()
    -- rule 4.11
    local _, nav = stack({ "A" })
    assert.is_nil(nav:popToRootViewController(false))
  end)

  it("needs animated", function()
    local _, nav = stack({ "A", "B" })
    assert.has_error(function() nav:popToRootViewController() end,
      "bad argument #1 to 'popToRootViewController' (boolean expected, got no value)")
  end)
end)

describe("nav:setViewControllers", function()
  it("pushes when the new top is not in the stack", function()
    -- rule 4.12
    local world, nav, vcs = stack({ "A", "B" })
    local d = world:ViewController{ title = "D" }
    local before = #world.log
    nav:setViewControllers({ vcs[1], d }, true)
    assert.are.same({ "A", "D" }, titles(nav.viewControllers))
    assert.is_true(nav.isTransitioning)
    world:settle(2)
    assert.are.equal("D", nav.topViewController.title)
    assert.are.equal("B.viewWillDisappear(true)", world.log[before + 2])
    assert.are.equal("D.viewDidLoad()", world.log[before + 3])
    assert.is_nil(vcs[2].navigationController)
  end)

  it("pops when the new top was lower in the stack", function()
    -- rule 4.12
    local world, nav, vcs = stack({ "A", "B", "C" })
    nav:setViewControllers({ vcs[1], vcs[2] }, true)
    local c = nav:transitionCoordinator()
    assert.are.equal("C", c:viewControllerForKey("from").title)
    assert.are.equal("B", c:viewControllerForKey("to").title)
    world:settle(2)
    assert.are.same({ "A", "B" }, titles(nav.viewControllers))
  end)

  it("makes no transition when the top stays", function()
    -- rule 4.12
    local world, nav, vcs = stack({ "A", "B" })
    local z = world:ViewController{ title = "Z" }
    nav:setViewControllers({ z, vcs[2] }, true)
    assert.is_false(nav.isTransitioning)
    assert.are.same({ "Z", "B" }, titles(nav.viewControllers))
    assert.are.equal(nav, z.navigationController)
    assert.is_nil(vcs[1].navigationController)
  end)

  it("checks the list", function()
    local world, nav, vcs = stack({ "A", "B" })
    assert.has_error(function() nav:setViewControllers({}, true) end,
      "bad argument #1 to 'setViewControllers' (non-empty list of ViewControllers expected)")
    assert.has_error(function() nav:setViewControllers({ 3 }, true) end,
      "bad argument #1 to 'setViewControllers' (entry 1: ViewController expected, got number)")
    assert.has_error(function() nav:setViewControllers({ vcs[1], vcs[1] }, true) end,
      "bad argument #1 to 'setViewControllers' (entry 2: ViewController is in the list twice)")
    assert.has_error(function() nav:setViewControllers({ ui.World{}:ViewController{} }, true) end,
      "bad argument #1 to 'setViewControllers' (entry 1: ViewController belongs to another World)")
    local other = world:NavigationController(world:ViewController{})
    assert.has_error(function() nav:setViewControllers({ other }, true) end,
      "bad argument #1 to 'setViewControllers' (entry 1: cannot push a NavigationController)")
    assert.has_error(function() nav:setViewControllers({ other.topViewController }, true) end,
      "bad argument #1 to 'setViewControllers' (entry 1: ViewController is already in another navigation stack or on screen)")
    assert.has_error(function() nav:setViewControllers({ vcs[1] }) end,
      "bad argument #2 to 'setViewControllers' (boolean expected, got no value)")
    nav:pushViewController(world:ViewController{}, true)
    assert.has_error(function() nav:setViewControllers({ vcs[1] }, true) end,
      "attempt to call 'setViewControllers' on a NavigationController whose transition is running (settle the world first)")
  end)
end)

describe("nav.delegate", function()
  it("is an object called with self: willShow at the start, didShow at the end", function()
    -- rule 4.7
    local world, nav = stack({ "A" })
    local d = { calls = {} }
    function d:willShow(n, vc, animated)
      assert.are.equal(nav, n)
      self.calls[#self.calls + 1] = "willShow " .. vc.title .. " " .. tostring(animated)
    end
    function d:didShow(_, vc, animated)
      self.calls[#self.calls + 1] = "didShow " .. vc.title .. " " .. tostring(animated)
    end
    nav.delegate = d
    assert.are.equal(d, nav.delegate)
    nav:pushViewController(world:ViewController{ title = "B" }, true)
    assert.are.same({ "willShow B true" }, d.calls)
    world:settle(2)
    assert.are.same({ "willShow B true", "didShow B true" }, d.calls)
  end)

  it("hears no didShow for a cancelled swipe", function()
    -- rule 4.7
    local world, nav = stack({ "A", "B" })
    local d = { calls = {} }
    function d:willShow(_, vc) self.calls[#self.calls + 1] = "will " .. vc.title end
    function d:didShow(_, vc) self.calls[#self.calls + 1] = "did " .. vc.title end
    nav.delegate = d
    local swipe = nav:beginInteractivePop()
    swipe:update(0.2)
    swipe:cancel()
    world:settle(2)
    assert.are.same({ "will A" }, d.calls)
  end)

  it("may lack a method, and is removed with nil", function()
    local world, nav = stack({ "A" })
    local seen = 0
    nav.delegate = { didShow = function(self) seen = seen + 1 end }
    nav:pushViewController(world:ViewController{}, false)
    assert.are.equal(1, seen)
    nav.delegate = nil
    assert.is_nil(nav.delegate)
    nav:popViewController(false)
    assert.are.equal(1, seen)
  end)

  it("raises a method's error from the call that caused it", function()
    local world, nav = stack({ "A" })
    nav.delegate = { willShow = function() error("boom") end }
    local ok, err = pcall(nav.pushViewController, nav, world:ViewController{}, false)
    assert.is_false(ok)
    assert.matches("boom", tostring(err), 1, true)
    assert.has_error(function() nav.delegate = 5 end,
      "bad value for field 'delegate' (table or nil expected, got number)")
  end)
end)

describe("nav.interactivePopGestureRecognizer", function()
  it("is enabled by default, and disabled it stops the swipe", function()
    -- rule 4.9, 4.10
    local _, nav = stack({ "A", "B" })
    local g = nav.interactivePopGestureRecognizer
    assert.are.equal(g, nav.interactivePopGestureRecognizer)
    assert.is_true(g.isEnabled)
    assert.are.equal("left", g.edges)
    g.isEnabled = false
    local swipe, reason = nav:beginInteractivePop()
    assert.is_nil(swipe)
    assert.are.equal("the interactivePopGestureRecognizer is disabled "
      .. "(set nav.interactivePopGestureRecognizer.isEnabled = true)", reason)
    g.isEnabled = true
    assert.is_not_nil(nav:beginInteractivePop())
    assert.has_error(function() g.isEnabled = "yes" end,
      "bad value for field 'isEnabled' (boolean expected, got string)")
  end)

  it("goes possible, began, changed, ended, possible with the swipe", function()
    -- rule 4.10
    local world, nav = stack({ "A", "B" })
    local g = nav.interactivePopGestureRecognizer
    assert.are.equal("possible", g.state)
    local swipe = nav:beginInteractivePop()
    assert.are.equal("began", g.state)
    swipe:update(0.3)
    assert.are.equal("changed", g.state)
    swipe:release{ velocity = 500 }
    assert.are.equal("ended", g.state)
    world:settle(2)
    assert.are.equal("possible", g.state)
  end)
end)

describe("nav:beginInteractivePop's reasons", function()
  it("says the stack has only the root", function()
    -- rule 4.10
    local _, nav = stack({ "A" })
    local swipe, reason = nav:beginInteractivePop()
    assert.is_nil(swipe)
    assert.are.equal("only the root is in the stack, so there is nothing to pop (push a controller first)", reason)
  end)

  it("says the navigation controller is not on screen", function()
    -- rule 4.10
    local world = ui.World{}
    local nav = world:NavigationController(world:ViewController{})
    nav:pushViewController(world:ViewController{}, false)
    local swipe, reason = nav:beginInteractivePop()
    assert.is_nil(swipe)
    assert.are.equal("the NavigationController is not on screen (world:show(nav) first)", reason)
  end)

  it("says a transition is running", function()
    -- rule 4.10
    local world, nav = stack({ "A", "B" })
    nav:pushViewController(world:ViewController{}, true)
    local swipe, reason = nav:beginInteractivePop()
    assert.is_nil(swipe)
    assert.are.equal("a transition is already running "
      .. "(finish, cancel or release the swipe, or world:settle() first)", reason)
    world:settle(2)
    assert.is_not_nil(nav:beginInteractivePop())
  end)

  it("says a swipe is already running", function()
    -- rule 4.10
    local _, nav = stack({ "A", "B" })
    assert.is_not_nil(nav:beginInteractivePop())
    local _, reason = nav:beginInteractivePop()
    assert.matches("a transition is already running", reason, 1, true)
  end)
end)

describe("a controller's view in the tree", function()
  it("is the superview of what is added to it, and the navigation controller's view holds it", function()
    local world = ui.World{}
    local vc = world:ViewController{}
    local nav = world:NavigationController(vc)
    world:show(nav)
    local badge = world:View{}
    vc.view:addSubview(badge)
    assert.are.equal(vc.view, badge.superview)
    assert.are.equal(nav.view, vc.view.superview)
    assert.is_nil(nav.view.superview)                  -- the window is not handed out
  end)
end)

describe("nav.delegate's animator (animationControllerFor)", function()
  it("sets the transition's duration and hears animationEnded with whether it completed", function()
    -- rule 6.40, rule 6.3
    local world, nav = stack({ "List" })
    local heard = {}
    local animator = { ended = {} }
    function animator:transitionDuration(context) return 0.6 end
    function animator:animationEnded(completed) self.ended[#self.ended + 1] = completed end
    local d = {}
    function d:animationControllerFor(n, operation, from, to)
      heard[#heard + 1] = operation .. " " .. from.title .. " -> " .. to.title
      return animator
    end
    nav.delegate = d
    nav:pushViewController(world:ViewController{ title = "Detail" }, true)
    assert.are.equal(0.6, nav.topViewController:transitionCoordinator().transitionDuration)
    world:advance(0.5)
    assert.is_true(nav.isTransitioning)      -- the built-in 0.35 s would have ended
    world:settle(1)
    local swipe = nav:beginInteractivePop()
    assert.are.equal(0.6, swipe.duration)
    swipe:update(0.3)
    swipe:cancel()
    world:settle(2)
    assert.are.same({ "push List -> Detail", "pop Detail -> List" }, heard)
    assert.are.same({ true, false }, animator.ended)
  end)

  it("keeps the built-in animation when it answers nil, and asks nothing for a transition without animation", function()
    -- rule 6.40
    local world, nav = stack({ "List" })
    local asked = 0
    nav.delegate = { animationControllerFor = function() asked = asked + 1 end }
    nav:pushViewController(world:ViewController{ title = "Detail" }, true)
    assert.are.equal(0.35, nav.topViewController:transitionCoordinator().transitionDuration)
    world:settle(1)
    nav:popViewController(false)
    assert.are.equal(1, asked)
  end)

  it("reports an animator without transitionDuration, or with a bad one, as errors of the call", function()
    local world, nav = stack({ "List" })
    nav.delegate = { animationControllerFor = function() return {} end }
    assert.has_error(function() nav:pushViewController(world:ViewController{ title = "A" }, true) end,
      "animator.transitionDuration: function expected, got nil")
    world:settle(1)
    nav.delegate = { animationControllerFor = function() return { transitionDuration = function() return -1 end } end }
    assert.has_error(function() nav:pushViewController(world:ViewController{ title = "B" }, true) end,
      "animator.transitionDuration: non-negative number expected as result, got -1")
    world:settle(1)
    nav.delegate = { animationControllerFor = function() return 5 end }
    assert.has_error(function() nav:pushViewController(world:ViewController{ title = "C" }, true) end,
      "nav.delegate.animationControllerFor: animator object or nil expected as result, got number")
    world:settle(1)
    assert.are.equal("C", nav.topViewController.title)   -- the pushes happened, built-in duration
  end)
end)
