-- The interactive pop (the edge swipe) and the transition coordinator's context.
local function pushed(ios)
  local world = ui.World{ ios = ios or 17 }
  local list = world:ViewController{ title = "List" }
  local detail = world:ViewController{ title = "Detail" }
  local nav = world:NavigationController(list)
  world:show(nav)
  nav:pushViewController(detail, false)
  local start = #world.log
  return world, nav, list, detail, start
end

-- The log entries after index `start`.
local function since(world, start)
  return { table.unpack(world.log, start + 1) }
end

describe("beginInteractivePop", function()
  it("scrubs a pop and cancels it, keeping the detail on top", function()
    local world, nav, list, detail, start = pushed()
    local swipe = nav:beginInteractivePop()
    assert.is_true(swipe.isInteractive)
    for i = 1, 30 do
      swipe:update(i / 100)
      world:advance(1 / 60)
    end
    assert.are.equal(0.3, swipe.percentComplete)
    local c = list:transitionCoordinator()
    assert.is_true(c.isInteractive)
    assert.are.equal(0.3, c.percentComplete)
    swipe:cancel()
    assert.is_false(swipe.isInteractive)
    world:settle(2)
    assert.is_true(swipe.isComplete)
    assert.are.equal(detail, nav.topViewController)
    assert.are.same({ list, detail }, nav.viewControllers)
    assert.are.same({
      "Navigation.willShow(List, animated: true)",
      "Detail.viewWillDisappear(true)", "List.viewWillAppear(true)",
      "List.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
      "List.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
    }, since(world, start))
  end)

  it("finishes a pop, leaving the list on top", function()
    local world, nav, list, _, start = pushed()
    local swipe = nav:beginInteractivePop()
    swipe:update(0.6)
    swipe:finish()
    world:settle(2)
    assert.are.equal(list, nav.topViewController)
    assert.are.equal(1, #nav.viewControllers)
    local log = since(world, start)
    assert.are.equal("List.viewDidAppear(true)", log[#log - 1])
    assert.are.equal("Navigation.didShow(List, animated: true)", log[#log])
  end)

  it("lets release decide by progress and velocity", function()
    local world, nav, list = pushed()
    local swipe = nav:beginInteractivePop()
    swipe:update(0.2)
    assert.is_false(swipe:release{ velocity = 100 })
    world:settle(2)
    assert.are_not.equal(list, nav.topViewController)

    swipe = nav:beginInteractivePop()
    swipe:update(0.2)
    assert.is_true(swipe:release{ velocity = 1000 })
    world:settle(2)
    assert.are.equal(list, nav.topViewController)
  end)

  it("refuses calls on a swipe that has ended, and bad progress", function()
    local world, nav = pushed()
    local swipe = nav:beginInteractivePop()
    assert.has_error(function() swipe:update("half") end,
      "bad argument #1 to 'update' (number expected, got string)")
    assert.has_error(function() swipe:update(0 / 0) end,
      "bad argument #1 to 'update' (finite number expected, got nan)")
    assert.has_error(function() swipe:release(5) end,
      "bad argument #1 to 'release' (table expected, got number)")
    assert.has_error(function() swipe:release{ velocity = "fast" } end,
      "bad argument #1 to 'release' (field 'velocity': number expected, got string)")
    swipe:cancel()
    assert.has_error(function() swipe:update(0.5) end, "attempt to call 'update' on a swipe that has ended")
    assert.has_error(function() swipe:finish() end, "attempt to call 'finish' on a swipe that has ended")
    assert.has_error(function() swipe:cancel() end, "attempt to call 'cancel' on a swipe that has ended")
    assert.has_error(function() swipe:release{ velocity = 0 } end,
      "attempt to call 'release' on a swipe that has ended")
    world:settle(2)
  end)

  it("returns no second swipe while one runs", function()
    local world, nav = pushed()
    local swipe = nav:beginInteractivePop()
    assert.is_nil(nav:beginInteractivePop())
    swipe:cancel()
    world:settle(2)
  end)
end)

describe("transitionCoordinator", function()
  it("exposes the context of an interactive pop", function()
    local world, nav, list, detail = pushed()
    assert.is_nil(list:transitionCoordinator())
    local swipe = nav:beginInteractivePop()
    local c = list:transitionCoordinator()
    assert.are.equal(c, detail:transitionCoordinator())
    assert.is_true(c.isAnimated)
    assert.is_true(c.initiallyInteractive)
    assert.is_true(c.isInteractive)
    assert.is_false(c.isInterruptible)
    assert.is_false(c.isCancelled)
    assert.are.equal(0, c.percentComplete)
    assert.are.equal(0.35, c.transitionDuration)
    assert.are.equal(1, c.completionVelocity)
    assert.are.equal("easeInOut", c.completionCurve)
    assert.are.equal(detail, c:viewControllerForKey("from"))
    assert.are.equal(list, c:viewControllerForKey("to"))
    swipe:update(0.4)
    swipe:cancel()
    assert.is_true(c.isCancelled)
    assert.is_false(c.isInteractive)
    world:settle(2)
    assert.is_nil(list:transitionCoordinator())
  end)

  it("exists during an animated push and not a non-animated one", function()
    local world, nav = pushed()
    local third = world:ViewController{ title = "Third" }
    nav:pushViewController(third, true)
    local c = third:transitionCoordinator()
    assert.is_not_nil(c)
    assert.is_true(c.isAnimated)
    assert.is_false(c.initiallyInteractive)
    world:settle(1)
    assert.is_nil(third:transitionCoordinator())
  end)

  it("checks its arguments and fields", function()
    local _, nav, list = pushed()
    nav:beginInteractivePop()
    local c = list:transitionCoordinator()
    assert.has_error(function() c:viewControllerForKey("middle") end,
      "bad argument #1 to 'viewControllerForKey' (\"from\" or \"to\" expected, got \"middle\")")
    assert.has_error(function() c.isCancelled = true end,
      "attempt to assign to read-only field 'isCancelled' of TransitionCoordinator")
  end)
end)

describe("controllers as values", function()
  it("come back as the same userdata, so they can key tables", function()
    local world, nav, list = pushed()
    local seen = { [list] = "list" }
    assert.are.equal("list", seen[nav.viewControllers[1]])
    assert.is_true(rawequal(list, nav.viewControllers[1]))
  end)
end)
