-- UIView's tree (insertSubview, isDescendant, accessibilityIdentifier) and the controller
-- members a UIKit developer reaches for: loadViewIfNeeded, parent and the window's root.

describe("View tree", function()
  it("insertSubview puts a view at a 0-based index of subviews", function()
    -- rule 11.6
    local world = ui.World{}
    local parent, a, b, c = world:View{}, world:View{}, world:View{}, world:View{}
    parent:addSubview(a)
    parent:addSubview(b)
    parent:insertSubview(c, 0)
    assert.are.same({ c, a, b }, parent.subviews)
    parent:insertSubview(c, 2)                        -- already a subview: moves it
    assert.are.same({ a, b, c }, parent.subviews)
    parent:insertSubview(c, 1)
    assert.are.same({ a, c, b }, parent.subviews)
    local other = world:View{}
    other:insertSubview(a, 0)                         -- leaves its old superview first
    assert.are.same({ c, b }, parent.subviews)
    assert.are.equal(other, a.superview)
  end)

  it("insertSubview refuses an index past the number of subviews, and cycles", function()
    -- rule 11.6
    local world = ui.World{}
    local parent, a, b = world:View{}, world:View{}, world:View{}
    parent:addSubview(a)
    assert.has_error(function() parent:insertSubview(b, 2) end,
      "bad argument #2 to 'insertSubview' (index 0 ... 1 expected, got 2)")
    assert.has_error(function() parent:insertSubview(b, -1) end,
      "bad argument #2 to 'insertSubview' (index 0 ... 1 expected, got -1)")
    assert.has_error(function() parent:insertSubview(a, 1) end,
      "bad argument #2 to 'insertSubview' (index 0 ... 0 expected, got 1)")
    assert.has_error(function() a:insertSubview(parent, 0) end,
      "bad argument #1 to 'insertSubview' (cannot add a view to itself or to one of its subviews)")
    assert.has_error(function() parent:insertSubview(b, 0.5) end)
    assert.are.same({ a }, parent.subviews)
  end)

  it("isDescendant is true for the view itself and everything below it", function()
    -- rule 11.6
    local world = ui.World{}
    local root, mid, leaf, stranger = world:View{}, world:View{}, world:View{}, world:View{}
    root:addSubview(mid)
    mid:addSubview(leaf)
    assert.is_true(leaf:isDescendant(root))
    assert.is_true(leaf:isDescendant(mid))
    assert.is_true(leaf:isDescendant(leaf))
    assert.is_false(root:isDescendant(leaf))
    assert.is_false(leaf:isDescendant(stranger))
    local tvc = world:TableViewController{ rows = { 1 } }
    assert.is_false(leaf:isDescendant(tvc.view))      -- any kind of view is accepted
    assert.has_error(function() leaf:isDescendant(3) end,
      "bad argument #1 to 'isDescendant' (View expected, got number)")
  end)

  it("accessibilityIdentifier can be read and set", function()
    local world = ui.World{}
    local v = world:View{}
    assert.is_nil(v.accessibilityIdentifier)
    v.accessibilityIdentifier = "badge"
    assert.are.equal("badge", v.accessibilityIdentifier)
    assert.are.equal("badge", world:View{ accessibilityIdentifier = "badge" }.accessibilityIdentifier)
    world:animate{ duration = 100, animations = function() v.alpha = 0 end }
    assert.matches("View 'badge'", select(2, pcall(world.settle, world, 1)))   -- explanations name it
    v.accessibilityIdentifier = nil
    assert.is_nil(v.accessibilityIdentifier)
    assert.has_error(function() v.accessibilityIdentifier = 3 end,
      "bad value for field 'accessibilityIdentifier' (string expected, got number)")
  end)
end)

describe("ViewController", function()
  it("loadViewIfNeeded loads the view once and runs viewDidLoad once", function()
    -- rule 4.13
    local world = ui.World{}
    local vc = world:ViewController{ title = "A" }
    local loads = 0
    vc.viewDidLoad = function() loads = loads + 1 end
    assert.is_false(vc.isViewLoaded)
    vc:loadViewIfNeeded()
    assert.is_true(vc.isViewLoaded)
    assert.are.equal(1, loads)
    vc:loadViewIfNeeded()
    local _ = vc.view
    assert.are.equal(1, loads)
    assert.are.same({ "A.viewDidLoad()" }, world.log)
  end)

  it("parent is the navigation controller a controller is pushed on, and nil once popped", function()
    -- rule 4.14
    local world = ui.World{}
    local root, detail = world:ViewController{}, world:ViewController{}
    assert.is_nil(root.parent)
    local nav = world:NavigationController(root)
    assert.are.equal(nav, root.parent)
    assert.is_nil(nav.parent)
    world:show(nav)
    nav:pushViewController(detail, false)
    assert.are.equal(nav, detail.parent)
    nav:popViewController(false)
    world:settle()
    assert.is_nil(detail.parent)
    assert.has_error(function() root.parent = nav end,
      "attempt to assign to read-only field 'parent' of ViewController")
  end)

  it("world.rootViewController is what world:show put in the window", function()
    -- rule 4.14
    local world = ui.World{}
    assert.is_nil(world.rootViewController)
    local a = world:ViewController{}
    world:show(a)
    assert.are.equal(a, world.rootViewController)
    local tvc = world:TableViewController{ rows = { 1 } }
    world:show(tvc)
    assert.are.equal(tvc, world.rootViewController)
    assert.has_error(function() world.rootViewController = a end,
      "attempt to assign to read-only field 'rootViewController' of World")
  end)
end)
