-- Views and geometry: alpha, isHidden, center, transform, convert, performWithoutAnimation.

local function rect(x, y, w, h) return { x = x, y = y, width = w, height = h } end

describe("view.alpha", function()
  it("is 1 by default, clamped to 0 … 1, and animates from what is drawn", function()
    -- rule 11.1
    local world = ui.World{}
    local v = world:View{}
    assert.are.equal(1, v.alpha)
    v.alpha = 2
    assert.are.equal(1, v.alpha)
    v.alpha = -1
    assert.are.equal(0, v.alpha)
    world:animate{ duration = 1, curve = "linear", animations = function() v.alpha = 1 end }
    assert.are.equal(1, v.alpha)                   -- the model value at once
    assert.are.equal(0, v.presentationAlpha)       -- what is drawn starts where it was
    world:advance(0.25)
    assert.are.near(0.25, v.presentationAlpha, 1e-9)
    world:settle()
    assert.are.equal(1, v.presentationAlpha)
    assert.has_error(function() v.alpha = "half" end, "bad value for field 'alpha' (finite number expected, got string)")
    assert.has_error(function() v.alpha = 0 / 0 end, "bad value for field 'alpha' (finite number expected, got nan)")
  end)
end)

describe("view.isHidden", function()
  it("is false by default and changes at once, even inside an animation block", function()
    -- rule 11.1
    local world = ui.World{}
    local v = world:View{}
    assert.is_false(v.isHidden)
    world:animate(1, function() v.isHidden = true end)
    assert.is_true(v.isHidden)
    assert.are.equal(1, v.presentationAlpha)       -- hiding does not touch alpha
    assert.has_error(function() v.isHidden = 1 end, "bad value for field 'isHidden' (boolean expected, got number)")
  end)
end)

describe("view.center", function()
  it("is the frame's midpoint, and setting it moves the frame (animated in a block)", function()
    -- rule 11.2
    local world = ui.World{}
    local v = world:View{ frame = rect(0, 0, 100, 50) }
    assert.are.same({ x = 50, y = 25 }, v.center)
    v.center = { x = 100, y = 100 }
    assert.are.same(rect(50, 75, 100, 50), v.frame)
    world:animate{ duration = 1, curve = "linear", animations = function() v.center = { x = 200, y = 100 } end }
    world:advance(0.5)
    assert.are.near(100, v.frame.x, 1e-9)          -- frame reads what is drawn: halfway
    assert.are.same({ x = 200, y = 100 }, v.center) -- center is the model value
    world:settle()
    assert.has_error(function() v.center = { x = 1 } end, "bad value for field 'center.y' (finite number expected, got nil)")
  end)
end)

describe("view.transform", function()
  it("is the identity by default and animates component by component", function()
    -- rule 11.3, rule 11.4
    local world = ui.World{}
    local v = world:View{ frame = rect(0, 0, 10, 10) }
    assert.are.same({ a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0 }, v.transform)
    world:animate{ duration = 1, curve = "linear", animations = function()
      v.transform = { a = 3, b = 0, c = 0, d = 3, tx = 20, ty = 0 }
    end }
    assert.are.same({ a = 3, b = 0, c = 0, d = 3, tx = 20, ty = 0 }, v.transform)
    world:advance(0.5)
    local t = v.presentationTransform
    assert.are.near(2, t.a, 1e-9)
    assert.are.near(10, t.tx, 1e-9)
    world:settle()
    assert.are.same(v.transform, v.presentationTransform)
    assert.are.same(rect(0, 0, 10, 10), v.frame)   -- the frame keeps the untransformed rectangle
    assert.has_error(function() v.transform = { a = 1 } end,
      "bad value for field 'transform.b' (finite number expected, got nil)")
  end)
end)

describe("view:convert", function()
  it("converts points and rectangles between views and to the window", function()
    -- rule 11.5
    local world = ui.World{}
    local parent = world:View{ frame = rect(100, 200, 300, 300) }
    local child = world:View{ frame = rect(10, 20, 40, 40) }
    local other = world:View{ frame = rect(5, 5, 10, 10) }
    parent:addSubview(child)
    parent:addSubview(other)
    assert.are.same({ x = 110, y = 220 }, child:convert({ x = 0, y = 0 }))
    assert.are.same({ x = 15, y = 25 }, child:convert({ x = 5, y = 5 }, parent))
    assert.are.same({ x = 10, y = 20 }, child:convert({ x = 5, y = 5 }, other))
    assert.are.same(rect(15, 25, 10, 10), child:convert(rect(5, 5, 10, 10), parent))
  end)

  it("goes through the transform, about the center", function()
    -- rule 11.5
    local world = ui.World{}
    local parent = world:View{ frame = rect(0, 0, 300, 300) }
    local child = world:View{ frame = rect(10, 20, 40, 40) }
    parent:addSubview(child)
    child.transform = { a = 2, b = 0, c = 0, d = 2, tx = 0, ty = 0 }
    assert.are.same({ x = -10, y = 0 }, child:convert({ x = 0, y = 0 }, parent))
    assert.are.same(rect(-10, 0, 80, 80), child:convert(rect(0, 0, 40, 40), parent))
    assert.are.same({ x = 0, y = 0 }, parent:convert({ x = -10, y = 0 }, child))
  end)

  it("checks its arguments", function()
    local world = ui.World{}
    local v = world:View{}
    assert.has_error(function() v:convert(3) end, "bad argument #1 to 'convert' (table expected, got number)")
    assert.has_error(function() v:convert({ x = 1 }) end,
      "bad argument #1 to 'convert' (field 'y': finite number expected, got nil)")
    assert.has_error(function() v:convert({ x = 1, y = 1 }, 5) end,
      "bad argument #2 to 'convert' (View expected, got number)")
  end)
end)

describe("performWithoutAnimation", function()
  it("applies changes at once, even inside an animation block", function()
    -- rule 7.5
    local world = ui.World{}
    local v = world:View{}
    world:animate(1, function()
      ui.performWithoutAnimation(function() v.alpha = 0 end)
    end)
    assert.are.equal(0, v.presentationAlpha)
    world:performWithoutAnimation(function()
      world:animate(1, function() v.alpha = 1 end)
    end)
    assert.are.equal(1, v.presentationAlpha)
  end)

  it("needs a world outside callbacks, and a function", function()
    local world = ui.World{}
    assert.has_error(function() ui.performWithoutAnimation(function() end) end,
      "ui.performWithoutAnimation: no current World (use world:performWithoutAnimation(fn))")
    assert.has_error(function() world:performWithoutAnimation(3) end,
      "bad argument #1 to 'performWithoutAnimation' (function expected, got number)")
  end)
end)
