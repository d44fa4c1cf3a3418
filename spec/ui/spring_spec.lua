-- Spring animations: ui.animate{ usingSpringWithDamping =, initialSpringVelocity = } and
-- world:PropertyAnimator{ dampingRatio = } follow a damped spring, not a Bézier curve.

local function frames(options)
  local world = ui.World{}
  local v = world:View{ frame = { x = 0, y = 0, width = 10, height = 10 } }
  options.animations = function() v.frame = { x = 100, y = 0, width = 10, height = 10 } end
  world:animate(options)
  local xs = {}
  for i = 1, 100 do
    world:advance(0.01)
    xs[i] = v.frame.x
  end
  return xs, v
end

local function max(xs)
  local m = -math.huge
  for _, x in ipairs(xs) do m = math.max(m, x) end
  return m
end

describe("spring animations", function()
  it("overshoot with a low damping ratio, and not with 1", function()
    -- rule 7.12
    local bouncy = frames{ duration = 1, usingSpringWithDamping = 0.2 }
    local firm = frames{ duration = 1, usingSpringWithDamping = 1 }
    assert.is_true(max(bouncy) > 130)               -- ζ = 0.2: overshoots by a third
    assert.is_true(max(firm) <= 100 + 1e-9)         -- ζ = 1: never passes the target
    assert.are.equal(100, bouncy[100])              -- exactly at the target at the end
    assert.are.equal(100, firm[100])
  end)

  it("start faster with an initial velocity", function()
    -- rule 7.12: velocity 1 is the whole distance in one second
    local still = frames{ duration = 1, usingSpringWithDamping = 1, initialSpringVelocity = 0 }
    local thrown = frames{ duration = 1, usingSpringWithDamping = 1, initialSpringVelocity = 10 }
    assert.is_true(thrown[1] > still[1] + 5)
    -- in the first 10 ms a velocity of 10 distances per second moves about 10 % of the way
    assert.are.near(10, thrown[1] - still[1], 3)
  end)

  it("differ from the Bézier curve of the same duration", function()
    -- rule 7.12
    local spring = frames{ duration = 1, usingSpringWithDamping = 0.5 }
    local curve = frames{ duration = 1, curve = "easeInOut" }
    assert.is_true(math.abs(spring[20] - curve[20]) > 10)
  end)

  it("check their options", function()
    local world = ui.World{}
    local f = function() end
    assert.has_error(function() world:animate{ duration = 1, usingSpringWithDamping = 0, animations = f } end,
      "bad argument #1 to 'animate' (field 'usingSpringWithDamping': positive number expected, got 0)")
    assert.has_error(function() world:animate{ duration = 1, initialSpringVelocity = 2, animations = f } end,
      "bad argument #1 to 'animate' (field 'initialSpringVelocity': needs usingSpringWithDamping)")
    assert.has_error(function()
      world:animate{ duration = 1, usingSpringWithDamping = 0.5, initialSpringVelocity = 1 / 0, animations = f }
    end, "bad argument #1 to 'animate' (field 'initialSpringVelocity': finite number expected, got inf)")
  end)

  it("pace a property animator made with a damping ratio", function()
    -- rule 7.12
    local world = ui.World{}
    local v = world:View{}
    v.alpha = 0
    local a = world:PropertyAnimator{ duration = 1, dampingRatio = 0.2, animations = function() v.alpha = 1 end }
    a:startAnimation()
    local peak = 0
    for _ = 1, 100 do
      world:advance(0.01)
      peak = math.max(peak, v.presentationAlpha)
    end
    assert.is_true(peak > 1.3)                      -- what is drawn overshoots the model's 1
    assert.are.equal(1, v.presentationAlpha)
  end)
end)
