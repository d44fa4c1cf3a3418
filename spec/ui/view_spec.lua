-- Views from Lua: world:View{}, frame (presentation on read, model on write), bounds, subviews,
-- superview, addSubview, removeFromSuperview, setNeedsLayout, layoutIfNeeded; and a cell's
-- contentView as one of them.

local function rect(x, y, width, height) return { x = x, y = y, width = width, height = height } end

describe("world:View", function()
  it("makes a view with a frame, or a zero frame by default", function()
    local world = ui.World{}
    local v = world:View{ frame = rect(10, 20, 100, 50) }
    assert.are.same(rect(10, 20, 100, 50), v.frame)
    assert.are.same(rect(0, 0, 100, 50), v.bounds)
    assert.are.same(rect(0, 0, 0, 0), world:View().frame)
    assert.are.same(rect(0, 0, 0, 0), world:View{}.frame)
    assert.are.equal("View {x=10, y=20, width=100, height=50}", tostring(v))
    assert.are.same({}, v.subviews)
    assert.is_nil(v.superview)
  end)

  it("checks its options", function()
    local world = ui.World{}
    assert.has_error(function() world:View(3) end, "bad argument #1 to 'View' (table expected, got number)")
    assert.has_error(function() world:View{ frame = 3 } end,
      "bad argument #1 to 'View' (field 'frame': table expected, got number)")
    assert.has_error(function() world:View{ frame = { x = 0, y = 0, width = "wide", height = 1 } } end,
      "bad argument #1 to 'View' (field 'frame.width': finite number expected, got string)")
    assert.has_error(function() world:View{ frame = { x = 0, y = 0, width = 1 } } end,
      "bad argument #1 to 'View' (field 'frame.height': finite number expected, got nil)")
    assert.has_error(function() world:View{ frame = { x = 1 / 0, y = 0, width = 1, height = 1 } } end,
      "bad argument #1 to 'View' (field 'frame.x': finite number expected, got inf)")
  end)
end)

describe("view.frame", function()
  it("sets the model at once outside an animation, and bounds follow", function()
    local world = ui.World{}
    local v = world:View{}
    v.frame = rect(5, 6, 70, 80)
    assert.are.same(rect(5, 6, 70, 80), v.frame)
    assert.are.same(rect(0, 0, 70, 80), v.bounds)
  end)

  -- rule 7.7
  it("reads the presentation value: inside world:animate it moves over time", function()
    local world = ui.World{}
    local v = world:View{ frame = rect(0, 0, 100, 100) }
    world:animate{ duration = 1, curve = "linear", animations = function() v.frame = rect(0, 0, 200, 100) end }
    assert.are.same(rect(0, 0, 100, 100), v.frame)     -- as drawn: not moved yet
    assert.are.same(rect(0, 0, 200, 100), v.bounds)    -- the model is final
    world:advance(0.25)
    assert.are.equal(125, v.frame.width)
    world:advance(0.75)
    assert.are.equal(200, v.frame.width)
  end)

  it("setting the frame the view already has leaves an animation in flight", function()
    local world = ui.World{}
    local v = world:View{ frame = rect(0, 0, 100, 100) }
    world:animate{ duration = 1, curve = "linear", animations = function() v.frame = rect(0, 0, 200, 100) end }
    world:advance(0.5)
    v.frame = rect(0, 0, 200, 100)
    assert.are.equal(150, v.frame.width)
    v.frame = rect(0, 0, 300, 100)                     -- a real change outside a block: at once
    assert.are.equal(300, v.frame.width)
  end)

  it("checks assigned values", function()
    local v = ui.World{}:View{}
    assert.has_error(function() v.frame = 3 end, "bad value for field 'frame' (table expected, got number)")
    assert.has_error(function() v.frame = { x = 0, y = 0, width = 1, height = true } end,
      "bad value for field 'frame.height' (finite number expected, got boolean)")
    assert.has_error(function() v.bounds = rect(0, 0, 1, 1) end, "attempt to assign to read-only field 'bounds' of View")
    assert.has_error(function() v.subviews = {} end, "attempt to assign to read-only field 'subviews' of View")
    assert.has_error(function() return v.opacity end, "attempt to read unknown field 'opacity' of View")
  end)
end)

describe("view:addSubview", function()
  it("adds in order, sets the superview, and moves a view from its old superview", function()
    local world = ui.World{}
    local a, b, child = world:View{}, world:View{}, world:View{}
    a:addSubview(child)
    a:addSubview(world:View{})
    assert.are.equal(2, #a.subviews)
    assert.are.equal(child, a.subviews[1])
    assert.are.equal(a, child.superview)
    b:addSubview(child)
    assert.are.equal(1, #a.subviews)
    assert.are.equal(b, child.superview)
    child:removeFromSuperview()
    assert.are.same({}, b.subviews)
    assert.is_nil(child.superview)
  end)

  it("checks its argument", function()
    local world = ui.World{}
    local a, b = world:View{}, world:View{}
    a:addSubview(b)
    assert.has_error(function() a:addSubview(3) end, "bad argument #1 to 'addSubview' (View expected, got number)")
    assert.has_error(function() a:addSubview() end, "bad argument #1 to 'addSubview' (View expected, got no value)")
    assert.has_error(function() a:addSubview(ui.World{}:View{}) end,
      "bad argument #1 to 'addSubview' (View belongs to another World)")
    assert.has_error(function() b:addSubview(a) end,
      "bad argument #1 to 'addSubview' (cannot add a view to itself or to one of its subviews)")
    assert.has_error(function() a:addSubview(a) end,
      "bad argument #1 to 'addSubview' (cannot add a view to itself or to one of its subviews)")
  end)

  it("refuses a cell's content view, which only the cell holds", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 3 } }
    world:show(list)
    local content = list.tableView:cellForRow(ui.IndexPath(0, 0)).contentView
    assert.has_error(function() world:View{}:addSubview(content) end,
      "bad argument #1 to 'addSubview' (only a view made by world:View can be added)")
    assert.has_error(function() content:removeFromSuperview() end,
      "attempt to call 'removeFromSuperview' on a view not made by world:View")
  end)
end)

describe("layout on demand", function()
  it("setNeedsLayout and layoutIfNeeded run a cell's content layout", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 3 } }
    local passes = 0
    list.tableView:registerCell("Cell", { layoutContentView = function() passes = passes + 1 end })
    world:show(list)
    local content = list.tableView:cellForRow(ui.IndexPath(0, 0)).contentView
    local before = passes
    content:layoutIfNeeded()
    assert.are.equal(before, passes)                   -- nothing marked: no pass
    content:setNeedsLayout()
    content:layoutIfNeeded()
    assert.are.equal(before + 1, passes)
  end)
end)

describe("cell.contentView", function()
  it("is a View filling the cell, the same value on each read", function()
    local world = ui.World{ width = 320 }
    local list = world:TableViewController{ rows = { 3 }, rowHeight = 50 }
    world:show(list)
    local cell = list.tableView:cellForRow(ui.IndexPath(1, 0))
    assert.are.same(rect(0, 50, 320, 50), cell.frame)
    assert.are.same(rect(0, 0, 320, 50), cell.contentView.frame)
    assert.are.same(rect(0, 0, 320, 50), cell.contentView.bounds)
    assert.is_true(rawequal(cell.contentView, cell.contentView))
    assert.are.equal("View {x=0, y=0, width=320, height=50}", tostring(cell.contentView))
    assert.are.equal(cell, cell.contentView.superview)
  end)
end)
