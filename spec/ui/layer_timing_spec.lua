-- view.layer: CAMediaTiming (beginTime, speed, timeOffset) on a view's layer, so a script pauses
-- and scrubs a view's animations by hand (Apple's QA1673); and the property animator's
-- continueAnimation with new timing and its isInterruptible flag.

local function fading(world, duration, completion)
  local v = world:View{ frame = { x = 0, y = 0, width = 10, height = 10 } }
  world:animate{ duration = duration, curve = "linear", animations = function() v.alpha = 0 end,
                 completion = completion }
  return v
end

describe("view.layer", function()
  it("has CAMediaTiming's defaults and is the same object each time", function()
    -- rule 7.1
    local world = ui.World{}
    local v = world:View{}
    local layer = v.layer
    assert.are.equal(layer, v.layer)
    assert.are.equal(1, layer.speed)
    assert.are.equal(0, layer.timeOffset)
    assert.are.equal(0, layer.beginTime)
    world:advance(2)
    assert.are.near(2, layer.localTime, 1e-12)        -- the world clock, unchanged
    assert.matches("^Layer%(speed 1, timeOffset 0, beginTime 0%)$", tostring(layer))
  end)

  it("maps its parent's time by (tp - beginTime) * speed + timeOffset", function()
    -- rule 7.1, rule 7.2
    local world = ui.World{}
    local layer = world:View{}.layer
    layer.timeOffset = 1
    layer.speed = 0.5
    assert.are.near(1.25, layer:convertTime(0.5, nil), 1e-12)   -- Apple's worked example
    layer.beginTime = 0.5
    assert.are.near(1, layer:convertTime(0.5, nil), 1e-12)
  end)

  it("nests: a subview's layer runs at the product of the speeds", function()
    -- rule 7.1
    local world = ui.World{}
    local parent, child = world:View{}, world:View{}
    parent:addSubview(child)
    parent.layer.speed = 2
    child.layer.speed = 3
    world:advance(1)
    assert.are.near(6, child.layer.localTime, 1e-12)
    assert.are.near(6, child.layer:convertTime(world.time, nil), 1e-12)
    assert.are.near(3, child.layer:convertTime(1, parent.layer), 1e-12)  -- from the parent's time
  end)

  it("pauses a view's animation and scrubs its alpha with timeOffset (QA1673)", function()
    -- rule 0.1, rule 7.3, rule 7.4
    local world = ui.World{}
    local finished = {}
    local v = fading(world, 1, function(f) finished[#finished + 1] = f end)
    world:advance(0.25)
    assert.are.near(0.75, v.presentationAlpha, 1e-9)
    -- pause: p = convertTime(CACurrentMediaTime(), from: nil); speed = 0; timeOffset = p
    local layer = v.layer
    local p = layer:convertTime(world.time, nil)
    layer.speed = 0
    layer.timeOffset = p
    world:advance(5)
    assert.are.near(0.75, v.presentationAlpha, 1e-9)   -- frozen: the clock no longer moves it
    assert.are.equal(0, v.alpha)                         -- the model value is already the end
    layer.timeOffset = 0.6                                -- scrub by hand
    assert.are.near(0.4, v.presentationAlpha, 1e-9)
    layer.timeOffset = 0.1
    assert.are.near(0.9, v.presentationAlpha, 1e-9)
    assert.is_true(world.isBusy)                          -- a paused animation never ends by itself
    assert.are.same({}, finished)
    -- resume: p = timeOffset; speed = 1; timeOffset = 0; beginTime = 0;
    -- beginTime = convertTime(CACurrentMediaTime(), from: nil) - p
    p = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer:convertTime(world.time, nil) - p
    assert.are.near(0.9, v.presentationAlpha, 1e-9)    -- resumes where it was scrubbed to
    world:advance(0.45)
    assert.are.near(0.45, v.presentationAlpha, 1e-9)
    world:settle()
    assert.are.equal(0, v.presentationAlpha)
    assert.are.same({ true }, finished)
  end)

  it("pausing a superview's layer freezes the animations below it", function()
    -- rule 7.1, rule 0.1
    local world = ui.World{}
    local container = world:View{}
    local v = fading(world, 1)
    container:addSubview(v)
    world:advance(0.5)
    local p = container.layer.localTime
    container.layer.speed = 0
    container.layer.timeOffset = p
    world:advance(1)
    assert.are.near(0.5, v.presentationAlpha, 1e-9)
    container.layer.timeOffset = p + 0.25
    assert.are.near(0.25, v.presentationAlpha, 1e-9)
  end)

  it("a faster layer finishes its animation sooner", function()
    -- rule 7.1
    local world = ui.World{}
    local v = fading(world, 1)
    local layer = v.layer
    layer.timeOffset = layer.localTime
    layer.beginTime = world.time
    layer.speed = 2
    world:advance(0.25)
    assert.are.near(0.5, v.presentationAlpha, 1e-9)
    world:advance(0.25)
    assert.is_false(world.isBusy)
    assert.are.equal(0, v.presentationAlpha)
  end)

  it("checks what it is given", function()
    local world = ui.World{}
    local layer = world:View{}.layer
    assert.has_error(function() layer.speed = "fast" end,
      "bad value for field 'speed' (finite number expected, got string)")
    assert.has_error(function() layer.timeOffset = 0 / 0 end,
      "bad value for field 'timeOffset' (finite number expected, got nan)")
    assert.has_error(function() layer.beginTime = math.huge end,
      "bad value for field 'beginTime' (finite number expected, got inf)")
    assert.has_error(function() layer.localTime = 1 end,
      "attempt to assign to read-only field 'localTime' of Layer")
    assert.has_error(function() layer:convertTime("now") end,
      "bad argument #1 to 'convertTime' (number expected, got string)")
    assert.has_error(function() layer:convertTime(0, world:View{}) end,
      "bad argument #2 to 'convertTime' (Layer expected, got View)")
    assert.has_error(function() layer:convertTime(0, ui.World{}:View{}.layer) end,
      "bad argument #2 to 'convertTime' (Layer belongs to another World)")
    assert.has_error(function() return layer.sped end,
      "attempt to read unknown field 'sped' of Layer (did you mean 'speed'?)")
  end)
end)

describe("PropertyAnimator", function()
  local function fader(world, v)
    return world:PropertyAnimator{ duration = 1, curve = "linear", animations = function() v.alpha = 0 end }
  end

  it("continueAnimation(durationFactor, curve) runs the rest along the new curve", function()
    -- rule 7.10
    local world = ui.World{}
    local v1, v2 = world:View{}, world:View{}
    local a1, a2 = fader(world, v1), fader(world, v2)
    for _, a in ipairs{ a1, a2 } do a:startAnimation() end
    world:advance(0.5)
    for _, a in ipairs{ a1, a2 } do a:pauseAnimation() end
    a1:continueAnimation(1, "linear")
    a2:continueAnimation(1, "easeIn")
    world:advance(0.5)                                 -- halfway through what was left
    assert.are.near(0.75, a2.fractionComplete, 1e-9)   -- the animator's own time is linear
    assert.are.near(0.25, v1.presentationAlpha, 1e-9)
    -- ease-in restarts slowly from where the animation was: less than half the rest is done
    assert.is_true(v2.presentationAlpha > 0.3, "got " .. v2.presentationAlpha)
    assert.is_true(v2.presentationAlpha < 0.5, "got " .. v2.presentationAlpha)
    world:advance(0.5)
    assert.are.equal("inactive", a2.state)
    assert.are.equal(0, v2.presentationAlpha)
    assert.has_error(function() fader(world, v1):continueAnimation(1, "bounce") end,
      'bad argument #2 to \'continueAnimation\' ("easeInOut", "easeIn", "easeOut" or "linear" expected, got "bounce")')
  end)

  it("continueAnimation(durationFactor, { dampingRatio = }) springs the rest, overshooting below 1", function()
    -- rule 7.10, rule 7.12
    local world = ui.World{}
    local v = world:View{ frame = { x = 0, y = 0, width = 10, height = 10 } }
    local a = world:PropertyAnimator{ duration = 1, curve = "linear",
      animations = function() v.frame = { x = 100, y = 0, width = 10, height = 10 } end }
    a:startAnimation()
    world:advance(0.5)
    a:pauseAnimation()
    assert.are.near(50, v.frame.x, 1e-9)
    a:continueAnimation(1, { dampingRatio = 0.2 })
    local furthest = 0
    for _ = 1, 100 do
      world:advance(0.01)
      furthest = math.max(furthest, v.frame.x)
    end
    assert.is_true(furthest > 110, "a damping ratio of 0.2 passes the target; got " .. furthest)
    assert.are.equal("inactive", a.state)
    assert.are.equal(100, v.frame.x)
    local b = world:PropertyAnimator{ duration = 1, animations = function() v.alpha = 0 end }
    assert.has_error(function() b:continueAnimation(1, { dampingRatio = 0 }) end,
      "bad argument #2 to 'continueAnimation' (field 'dampingRatio': positive number expected, got 0)")
    assert.has_error(function() b:continueAnimation(1, { damping = 1 }) end,
      "bad argument #2 to 'continueAnimation' (unknown option 'damping' for continueAnimation (did you mean 'dampingRatio'?))")
    assert.has_error(function() b:continueAnimation(1, 5) end,
      "bad argument #2 to 'continueAnimation' (string or table expected, got number)")
  end)

  it("isInterruptible can be set while inactive, and UIKit raises once it is active", function()
    -- rule 7.13
    local world = ui.World{}
    local a = fader(world, world:View{})
    assert.is_true(a.isInterruptible)
    a.isInterruptible = false
    assert.is_false(a.isInterruptible)
    a:startAnimation()
    assert.has_error(function() a.isInterruptible = true end,
      "isInterruptible cannot be set while the PropertyAnimator is active (UIKit raises if it is set on an active animator)")
    assert.is_false(a.isInterruptible)
    a:stopAnimation(false)
    assert.has_error(function() a.isInterruptible = true end,
      "isInterruptible cannot be set while the PropertyAnimator is stopped (UIKit raises if it is set on an active animator)")
    a:finishAnimation("current")
    a.isInterruptible = true
    assert.is_true(a.isInterruptible)
    assert.has_error(function() a.isInterruptible = 1 end,
      "bad value for field 'isInterruptible' (boolean expected, got number)")
  end)
end)
