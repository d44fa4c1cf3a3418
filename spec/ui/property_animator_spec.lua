-- world:PropertyAnimator: UIViewPropertyAnimator's run, pause, scrub, reverse and stop.

local function scene(options)
  local world = ui.World{}
  local v = world:View{}
  options.animations = options.animations or function() v.alpha = 0 end
  return world, v, world:PropertyAnimator(options)
end

describe("world:PropertyAnimator", function()
  it("is inactive until started, then runs on the clock and ends at 'end'", function()
    -- rule 7.10
    local world, v, a = scene{ duration = 1, curve = "linear" }
    assert.are.equal("inactive", a.state)
    assert.is_false(a.isRunning)
    assert.are.equal(1, v.presentationAlpha)
    local ends = {}
    a:addCompletion(function(position) ends[#ends + 1] = position end)
    a:startAnimation()
    assert.are.equal("active", a.state)
    assert.is_true(a.isRunning)
    world:advance(0.25)
    assert.are.near(0.25, a.fractionComplete, 1e-9)
    assert.are.near(0.75, v.presentationAlpha, 1e-9)
    world:settle()
    assert.are.same({ "end" }, ends)
    assert.are.equal("inactive", a.state)
    assert.are.equal(0, v.presentationAlpha)
  end)

  it("pauses, scrubs with fractionComplete, and runs back when reversed", function()
    -- rule 7.10, rule 7.11
    local world, v, a = scene{ duration = 1, curve = "easeInOut" }
    a:startAnimation()
    world:advance(0.5)
    a:pauseAnimation()
    assert.is_false(a.isRunning)
    local f = a.fractionComplete
    world:advance(0.3)
    assert.are.equal(f, a.fractionComplete)        -- paused: the clock does not move it
    a.fractionComplete = 0.2
    assert.are.near(0.8, v.presentationAlpha, 1e-9) -- scrubs linearly (scrubsLinearly)
    local ends = {}
    a:addCompletion(function(position) ends[#ends + 1] = position end)
    a.isReversed = true
    a:startAnimation()
    world:settle()
    assert.are.same({ "start" }, ends)
    assert.are.equal(1, v.alpha)                    -- back at the start, the model too
  end)

  it("ignores fractionComplete while running", function()
    -- rule 7.10
    local world, _, a = scene{ duration = 1, curve = "linear" }
    a:startAnimation()
    world:advance(0.5)
    a.fractionComplete = 0.1
    assert.are.near(0.5, a.fractionComplete, 1e-9)
    world:settle()
  end)

  it("stops where it is drawn; finishAnimation then picks the end", function()
    -- rule 7.10
    local world, v, a = scene{ duration = 1, curve = "linear" }
    local ends = {}
    a:addCompletion(function(position) ends[#ends + 1] = position end)
    a:startAnimation()
    world:advance(0.4)
    a:stopAnimation(false)
    assert.are.equal("stopped", a.state)
    assert.are.near(0.6, v.presentationAlpha, 1e-9)
    assert.has_error(function() a:startAnimation() end,
      "attempt to call 'startAnimation' on a stopped PropertyAnimator (call finishAnimation first)")
    a:finishAnimation("end")
    assert.are.same({ "end" }, ends)
    assert.are.equal(0, v.alpha)
    assert.has_error(function() a:finishAnimation("end") end,
      "attempt to call 'finishAnimation' on a PropertyAnimator that is not stopped (call stopAnimation(false) first)")
  end)

  it("stopped without finishing drops its completions", function()
    -- rule 7.10
    local world, _, a = scene{ duration = 1 }
    local called = false
    a:addCompletion(function() called = true end)
    a:startAnimation()
    world:advance(0.2)
    a:stopAnimation(true)
    assert.are.equal("inactive", a.state)
    world:settle()
    assert.is_false(called)
  end)

  it("adds animations with a delay factor", function()
    -- rule 7.10
    local world = ui.World{}
    local v = world:View{}
    local a = world:PropertyAnimator{ duration = 1, curve = "linear" }
    a:addAnimations(function() v.alpha = 0 end, 0.5)
    a:startAnimation()
    world:advance(0.5)
    assert.are.equal(1, v.presentationAlpha)
    world:advance(0.25)
    assert.are.near(0.5, v.presentationAlpha, 1e-9)
    world:settle()
  end)

  it("continues with the rest over durationFactor × duration", function()
    -- rule 7.10
    local world, _, a = scene{ duration = 1, curve = "linear" }
    a:startAnimation()
    world:advance(0.5)
    a:pauseAnimation()
    a:continueAnimation(0.5)                        -- the remaining half now takes 0.5 s
    world:advance(0.25)
    assert.are.near(0.75, a.fractionComplete, 1e-9)
    world:advance(0.25)
    assert.are.equal("inactive", a.state)
    assert.has_error(function() a:continueAnimation(-1) end,
      "bad argument #1 to 'continueAnimation' (non-negative number expected, got -1)")
  end)

  it("scrubs along the curve when scrubsLinearly is false", function()
    -- rule 7.11
    local world, v, a = scene{ duration = 1, curve = "easeInOut" }
    a.scrubsLinearly = false
    a:pauseAnimation()
    a.fractionComplete = 0.2
    assert.is_true(v.presentationAlpha > 0.85)      -- eased: well short of the linear 0.8
    a:stopAnimation(true)
    world:settle()
  end)

  it("raises a callback's error from the call that ran it", function()
    local world, _, a = scene{ duration = 1, animations = function() error("in the block") end }
    local ok, err = pcall(function() a:startAnimation() end)
    assert.is_false(ok)
    assert.matches("in the block", tostring(err), 1, true)
    a:addCompletion(function() error("in the completion") end)
    ok, err = pcall(function() world:settle() end)
    assert.is_false(ok)
    assert.matches("in the completion", tostring(err), 1, true)
  end)

  it("checks its options and fields", function()
    local world = ui.World{}
    assert.has_error(function() world:PropertyAnimator{} end,
      "bad argument #1 to 'PropertyAnimator' (field 'duration': number expected, got nil)")
    assert.has_error(function() world:PropertyAnimator{ duration = -1 } end,
      "bad argument #1 to 'PropertyAnimator' (field 'duration': non-negative number expected, got -1)")
    assert.has_error(function() world:PropertyAnimator{ duration = 1, curve = "bouncy" } end,
      "bad argument #1 to 'PropertyAnimator' (field 'curve': \"easeInOut\", \"easeIn\", \"easeOut\" or \"linear\" expected, got \"bouncy\")")
    assert.has_error(function() world:PropertyAnimator{ duration = 1, curve = "linear", dampingRatio = 0.5 } end,
      "bad argument #1 to 'PropertyAnimator' (field 'curve': give either curve or dampingRatio, not both)")
    assert.has_error(function() world:PropertyAnimator{ duration = 1, dampingRatio = 0 } end,
      "bad argument #1 to 'PropertyAnimator' (field 'dampingRatio': positive number expected, got 0)")
    local a = world:PropertyAnimator{ duration = 1 }
    assert.has_error(function() a.fractionComplete = "x" end,
      "bad value for field 'fractionComplete' (finite number expected, got string)")
    assert.has_error(function() a.isReversed = 1 end, "bad value for field 'isReversed' (boolean expected, got number)")
    assert.has_error(function() a.state = "active" end, "attempt to assign to read-only field 'state' of PropertyAnimator")
    assert.has_error(function() a:finishAnimation("middle") end,
      "bad argument #1 to 'finishAnimation' (\"end\", \"start\" or \"current\" expected, got \"middle\")")
    assert.has_error(function() a:stopAnimation() end,
      "bad argument #1 to 'stopAnimation' (boolean expected, got no value)")
    assert.are.equal(1, a.duration)
    assert.is_true(a.scrubsLinearly)
    assert.is_true(a.isInterruptible)
  end)
end)
