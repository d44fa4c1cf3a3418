-- Strictness and tostring for the issue-9 reach (navigation, swipe, coordinator, views,
-- animators): a misspelt option or field gives the did-you-mean error, per type.

local function message(f)
  local ok, err = pcall(f)
  assert.is_false(ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

local function scene()
  local world = ui.World{}
  local root = world:ViewController{ title = "A" }
  local nav = world:NavigationController(root)
  world:show(nav)
  nav:pushViewController(world:ViewController{ title = "B" }, false)
  return world, nav, root
end

describe("misspelt names on the new types", function()
  it("world:PropertyAnimator's options", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'PropertyAnimator' (unknown option 'dampingratio' for world:PropertyAnimator (did you mean 'dampingRatio'?))",
      message(function() world:PropertyAnimator{ duration = 1, dampingratio = 0.5 } end))
  end)

  it("animate's spring options", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'animate' (unknown option 'usingSpringWithDampening' for animate (did you mean 'usingSpringWithDamping'?))",
      message(function() world:animate{ duration = 1, usingSpringWithDampening = 0.5, animations = function() end } end))
  end)

  it("PropertyAnimator fields", function()
    local a = ui.World{}:PropertyAnimator{ duration = 1 }
    assert.are.equal("attempt to read unknown field 'fractionCompleted' of PropertyAnimator (did you mean 'fractionComplete'?)",
      message(function() return a.fractionCompleted end))
  end)

  it("the gesture recognizer's fields", function()
    local _, nav = scene()
    local g = nav.interactivePopGestureRecognizer
    assert.are.equal("attempt to assign to unknown field 'enabled' of ScreenEdgePanGestureRecognizer (did you mean 'isEnabled'?)",
      message(function() g.enabled = false end))
  end)

  it("the navigation controller's new fields", function()
    local _, nav = scene()
    assert.are.equal("attempt to read unknown field 'interactivePopGestureRecogniser' of NavigationController (did you mean 'interactivePopGestureRecognizer'?)",
      message(function() return nav.interactivePopGestureRecogniser end))
    assert.are.equal("attempt to read unknown field 'popToRootViewControllers' of NavigationController (did you mean 'popToRootViewController'?)",
      message(function() return nav.popToRootViewControllers end))
  end)

  it("the swipe's and the coordinator's new names", function()
    local _, nav, root = scene()
    local swipe = nav:beginInteractivePop()
    assert.are.equal("attempt to assign to unknown field 'completionSpeeds' of InteractivePop (did you mean 'completionSpeed'?)",
      message(function() swipe.completionSpeeds = 2 end))
    local c = root:transitionCoordinator()
    assert.are.equal("attempt to read unknown field 'containerview' of TransitionCoordinator (did you mean 'containerView'?)",
      message(function() return c.containerview end))
    swipe:cancel()
  end)

  it("the view's new fields", function()
    local v = ui.World{}:View{}
    assert.are.equal("attempt to assign to unknown field 'hidden' of View (did you mean 'isHidden'?)",
      message(function() v.hidden = true end))
  end)
end)

describe("tostring of the new types", function()
  it("shows the recognizer's state and the animator's", function()
    local world, nav = scene()
    local g = nav.interactivePopGestureRecognizer
    assert.are.equal("ScreenEdgePanGestureRecognizer possible", tostring(g))
    g.isEnabled = false
    assert.are.equal("ScreenEdgePanGestureRecognizer possible, disabled", tostring(g))
    local a = world:PropertyAnimator{ duration = 1, animations = function() end }
    assert.are.equal("PropertyAnimator inactive", tostring(a))
    a:startAnimation()
    assert.are.equal("PropertyAnimator active, running", tostring(a))
    a:stopAnimation(false)
    assert.are.equal("PropertyAnimator stopped", tostring(a))
  end)
end)
