-- The coordinator's views and registrations beyond the basics, and the swipe's completion
-- speed and curve, pause, and update by translation.

local function pushed(ios)
  local world = ui.World{ ios = ios or 17 }
  local list = world:ViewController{ title = "List" }
  local detail = world:ViewController{ title = "Detail" }
  local nav = world:NavigationController(list)
  world:show(nav)
  nav:pushViewController(detail, false)
  return world, nav, list, detail
end

describe("the coordinator's views", function()
  it("has the container, and the from and to views in it", function()
    -- rule 5.1
    local world, nav, list, detail = pushed()
    local swipe = nav:beginInteractivePop()
    local c = list:transitionCoordinator()
    assert.are.equal(nav.view, c.containerView)
    assert.are.equal(detail.view, c:viewForKey("from"))
    assert.are.equal(list.view, c:viewForKey("to"))
    local inside = {}
    for _, v in ipairs(c.containerView.subviews) do inside[v] = true end
    assert.is_true(inside[detail.view])
    assert.is_true(inside[list.view])
    assert.has_error(function() c:viewForKey("source") end,
      'bad argument #1 to \'viewForKey\' ("from" or "to" expected, got "source")')
    swipe:cancel()
    world:settle(2)
  end)

  it("has the identity as its target transform", function()
    -- rule 5.1
    local world, nav, list = pushed()
    nav:popViewController(true)
    assert.are.same({ a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0 }, list:transitionCoordinator().targetTransform)
    assert.are.equal("none", list:transitionCoordinator().presentationStyle)
    world:settle(2)
  end)

  it("gives a table controller's table view as its view", function()
    -- rule 5.12
    local world = ui.World{}
    local tc = world:TableViewController{ rows = { 3 } }
    local nav = world:NavigationController(tc)
    world:show(nav)
    nav:pushViewController(world:ViewController{}, true)
    assert.are.equal(tc.tableView, tc:transitionCoordinator():viewForKey("from"))
    world:settle(2)
  end)
end)

describe("c:notifyWhenInteractionEnds", function()
  it("is the deprecated name of notifyWhenInteractionChanges: called once at finger lift", function()
    -- rule 5.9
    local world, nav, list = pushed()
    local swipe = nav:beginInteractivePop()
    local calls = {}
    list:transitionCoordinator():notifyWhenInteractionEnds(function(ctx)
      calls[#calls + 1] = { interactive = ctx.isInteractive, cancelled = ctx.isCancelled }
    end)
    swipe:update(0.2)
    assert.are.same({}, calls)
    swipe:cancel()
    assert.are.same({ { interactive = false, cancelled = true } }, calls)
    world:settle(2)
    assert.are.equal(1, #calls)
    assert.is_nil(list:transitionCoordinator())
  end)

  it("is never called for a transition that is not interactive", function()
    -- rule 5.9
    local world, nav, list = pushed()
    nav:popViewController(true)
    local called = false
    list:transitionCoordinator():notifyWhenInteractionEnds(function() called = true end)
    world:settle(2)
    assert.is_false(called)
  end)
end)

describe("c:animateAlongsideTransitionIn", function()
  -- A view outside the container: on iOS 10 the swipe scrubs only the container's layer, so
  -- the view follows the finger only when it is named (rule 5.4, rule 0.4).
  local function badgeAt(ios, named)
    local world, nav, list = pushed(ios)
    local badge = world:View{ frame = { x = 0, y = 0, width = 10, height = 10 } }
    local swipe = nav:beginInteractivePop()
    local c = list:transitionCoordinator()
    local function fade() badge.alpha = 0 end
    if named then c:animateAlongsideTransitionIn(badge, fade) else c:animateAlongsideTransition(fade) end
    swipe:update(0.5)
    local alpha = badge.presentationAlpha
    swipe:cancel()
    world:settle(2)
    return alpha
  end

  it("makes the named view follow the swipe on iOS 10", function()
    -- rule 5.4
    assert.are.near(0.5, badgeAt(10, true), 1e-9)
    assert.are.near(1, badgeAt(10, false), 1e-9)
  end)

  it("follows the swipe on iOS 17 either way (the animator owns the blocks)", function()
    -- rule 5.4, rule 0.4
    assert.are.near(0.5, badgeAt(17, true), 1e-9)
  end)

  it("returns whether it queued, runs its completion, and checks its view", function()
    -- rule 5.3
    local world, nav, list = pushed()
    nav:popViewController(true)
    local c = list:transitionCoordinator()
    local done
    assert.is_true(c:animateAlongsideTransitionIn(nil, nil, function(ctx) done = ctx.isCancelled end))
    world:settle(2)
    assert.is_false(done)
    assert.has_error(function() c:animateAlongsideTransitionIn(3) end,
      "bad argument #1 to 'animateAlongsideTransitionIn' (View expected, got number)")
    assert.has_error(function() c:animateAlongsideTransitionIn(ui.World{}:View{}) end,
      "bad argument #1 to 'animateAlongsideTransitionIn' (View belongs to another World)")
  end)
end)

describe("the swipe's completion speed and curve", function()
  it("default to 1 and easeInOut, and the coordinator reports them", function()
    -- rule 6.1, rule 5.1
    local world, nav, list = pushed()
    local swipe = nav:beginInteractivePop()
    assert.are.equal(0.35, swipe.duration)          -- rule 4.8
    assert.are.equal(1, swipe.completionSpeed)
    assert.are.equal("easeInOut", swipe.completionCurve)
    swipe.completionSpeed = 2
    swipe.completionCurve = "linear"
    local c = list:transitionCoordinator()
    assert.are.equal(2, c.completionVelocity)
    assert.are.equal("linear", c.completionCurve)
    swipe:cancel()
    world:settle(2)
  end)

  it("speed 2 halves the time the rest takes", function()
    -- rule 6.1: the rest takes (1 − p) × duration ÷ completionSpeed
    local function completeAfter(speed, dt)
      local world, nav = pushed()
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe.completionSpeed = speed
      swipe:finish()
      world:advance(dt)
      return swipe.isComplete
    end
    assert.is_true(completeAfter(2, 0.5 * 0.35 / 2 + 0.001))
    assert.is_false(completeAfter(1, 0.5 * 0.35 / 2 + 0.001))
  end)

  it("the linear curve paces the rest evenly", function()
    -- rule 6.1
    local function xAfterQuarter(curve)
      local world, nav, _, detail = pushed()
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe.completionCurve = curve
      swipe:finish()
      world:advance(0.5 * 0.35 / 4)
      local x = detail.view.frame.x
      world:settle(2)
      return x
    end
    assert.are.near(0.625 * 390, xAfterQuarter("linear"), 1e-6)
    assert.is_true(xAfterQuarter("easeInOut") < 0.6 * 390)
  end)

  it("checks assigned values", function()
    local world, nav = pushed()
    local swipe = nav:beginInteractivePop()
    assert.has_error(function() swipe.completionSpeed = 0 end,
      "bad value for field 'completionSpeed' (positive number expected, got 0)")
    assert.has_error(function() swipe.completionSpeed = "fast" end,
      "bad value for field 'completionSpeed' (number expected, got string)")
    assert.has_error(function() swipe.completionCurve = "bouncy" end,
      "bad value for field 'completionCurve' (\"easeInOut\", \"easeIn\", \"easeOut\" or \"linear\" expected, got \"bouncy\")")
    swipe:cancel()
    world:settle(2)
  end)
end)

describe("swipe:updateTranslation", function()
  it("maps the finger's translation to translation ÷ container width, clamped", function()
    -- rule 6.6
    local world, nav = pushed()
    local swipe = nav:beginInteractivePop()
    swipe:updateTranslation(195)
    assert.are.equal(0.5, swipe.percentComplete)
    swipe:updateTranslation(-20)
    assert.are.equal(0, swipe.percentComplete)
    swipe:updateTranslation(1000)
    assert.are.equal(1, swipe.percentComplete)
    assert.has_error(function() swipe:updateTranslation("far") end,
      "bad argument #1 to 'updateTranslation' (number expected, got string)")
    swipe:cancel()
    assert.has_error(function() swipe:updateTranslation(10) end,
      "attempt to call 'updateTranslation' on a swipe that has ended")
    world:settle(2)
  end)
end)

describe("swipe:pause", function()
  it("does nothing while the finger is down, and keeps the progress where it was", function()
    -- rule 6.2 [SIM]: pause is for a completion under way
    local world, nav = pushed()
    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    assert.is_false(swipe:pause())
    assert.is_true(swipe.isInteractive)
    assert.are.equal(0.4, swipe.percentComplete)
    swipe:finish()
    assert.is_false(swipe:pause())          -- the built-in pop is not interruptible (rule 5.1)
    world:settle(2)
    assert.is_true(swipe.isComplete)
    assert.has_error(function() swipe:pause() end, "attempt to call 'pause' on a swipe that has ended")
  end)

  it("stops an interruptible pop's completion and gives the finger back (iOS 17)", function()
    -- rule 6.2
    local world, nav, _, detail = pushed()
    local swipe = nav:beginInteractivePop()
    assert.is_false(swipe.isInterruptible)
    swipe.isInterruptible = true
    assert.is_true(swipe.isInterruptible)
    swipe:update(0.5)
    swipe:finish()                          -- the completion runs on the clock
    world:advance(0.05)
    assert.are.equal(0.5, swipe.percentComplete)   -- frozen when the finger lifted (rule 5.2)
    local x = detail.view.frame.x           -- the detail on its way out
    assert.is_true(x > 195 and x < 390)
    assert.is_true(swipe:pause())
    assert.is_true(swipe.isInteractive)
    local p = swipe.percentComplete         -- where the completion stopped
    assert.is_true(p > 0.5 and p < 1)
    world:advance(0.5)                      -- paused: the clock does not move it
    assert.are.equal(p, swipe.percentComplete)
    assert.are.equal(x, detail.view.frame.x)
    swipe:update(0.1)
    swipe:cancel()                          -- the finger takes it back and cancels
    world:settle(2)
    assert.are.equal("Detail", nav.topViewController.title)
  end)

  it("cannot make an iOS 10 pop interruptible: the scrubbed layer has nothing to interrupt", function()
    -- rule 6.2 [SIM], rule 0.2
    local world, nav = pushed(10)
    local swipe = nav:beginInteractivePop()
    swipe.isInterruptible = true
    assert.is_false(swipe.isInterruptible)
    swipe:update(0.5)
    swipe:finish()
    world:advance(0.05)
    assert.is_false(swipe:pause())
    world:settle(2)
    assert.are.equal("List", nav.topViewController.title)
  end)

  it("checks the value of isInterruptible", function()
    local world, nav = pushed()
    local swipe = nav:beginInteractivePop()
    assert.has_error(function() swipe.isInterruptible = 1 end,
      "bad value for field 'isInterruptible' (boolean expected, got number)")
    swipe:cancel()
    world:settle(2)
  end)
end)
