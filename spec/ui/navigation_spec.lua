-- Controllers and navigation: constructors, push, pop, the stack.
local function scene()
  local world = ui.World{ ios = 17 }
  local list = world:ViewController{ title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  return world, nav, list
end

describe("ViewController", function()
  it("has a title, readable and writable", function()
    local world = ui.World{}
    local vc = world:ViewController{ title = "Detail" }
    assert.are.equal("Detail", vc.title)
    vc.title = "Other"
    assert.are.equal("Other", vc.title)
    vc.title = nil
    assert.is_nil(vc.title)
    assert.is_nil(world:ViewController().title)
    assert.are.equal('ViewController "Other"', tostring(world:ViewController{ title = "Other" }))
  end)

  it("checks its options and fields", function()
    local world = ui.World{}
    assert.has_error(function() world:ViewController{ title = 5 } end,
      "bad argument #1 to 'ViewController' (field 'title': string expected, got number)")
    assert.has_error(function() world:ViewController(true) end,
      "bad argument #1 to 'ViewController' (table expected, got boolean)")
    local vc = world:ViewController{}
    assert.has_error(function() vc.title = 5 end, "bad value for field 'title' (string expected, got number)")
    assert.has_error(function() vc.color = "red" end,
      "attempt to assign to unknown field 'color' of ViewController")
  end)

  it("has no transition coordinator outside a transition", function()
    local world = ui.World{}
    assert.is_nil(world:ViewController{}:transitionCoordinator())
  end)

  it("is equal to itself however it was reached", function()
    local world, nav, list = scene()
    assert.are.equal(list, nav.topViewController)
    assert.is_true(nav.viewControllers[1] == list)
    assert.is_false(list == world:ViewController{ title = "List" })
    assert.are.equal(nav, list.navigationController)
  end)
end)

describe("NavigationController", function()
  it("starts with its root", function()
    local _, nav, list = scene()
    assert.are.equal(list, nav.topViewController)
    assert.are.equal(1, #nav.viewControllers)
    assert.are.equal("NavigationController", tostring(nav):match("^%a+"))
  end)

  it("pushes and pops with animation, in UIKit's order", function()
    local world, nav, list = scene()
    local detail = world:ViewController{ title = "Detail" }
    nav:pushViewController(detail, true)
    assert.are.equal(detail, nav.topViewController)
    assert.is_true(nav.isTransitioning)
    world:settle(1)
    assert.is_false(nav.isTransitioning)
    assert.are.same({ list, detail }, nav.viewControllers)
    local popped = nav:popViewController(true)
    assert.are.equal(detail, popped)
    world:settle(1)
    assert.are.equal(list, nav.topViewController)
    assert.are.equal(1, #nav.viewControllers)
    assert.is_nil(nav:popViewController(true))
    local log = world.log
    local from = 7 -- after Navigation's and List's appearance at show
    assert.are.same({
      "Navigation.willShow(Detail, animated: true)", "List.viewWillDisappear(true)",
      "Detail.viewDidLoad()", "Detail.viewWillAppear(true)", "List.viewDidDisappear(true)",
      "Detail.viewDidAppear(true)", "Navigation.didShow(Detail, animated: true)",
    }, { table.unpack(log, from, from + 6) })
  end)

  it("pushes without animation at once", function()
    local world, nav = scene()
    local detail = world:ViewController{ title = "Detail" }
    nav:pushViewController(detail, false)
    assert.is_false(nav.isTransitioning)
    assert.are.equal(detail, nav.topViewController)
    assert.are.equal(0, world.time)
  end)

  it("checks push's and pop's arguments", function()
    local world, nav, list = scene()
    assert.has_error(function() nav:pushViewController(nil, true) end,
      "bad argument #1 to 'pushViewController' (ViewController expected, got nil)")
    assert.has_error(function() nav:pushViewController(world:ViewController{}) end,
      "bad argument #2 to 'pushViewController' (boolean expected, got no value)")
    assert.has_error(function() nav:pushViewController(list, true) end,
      "bad argument #1 to 'pushViewController' (ViewController is already in a navigation stack or on screen)")
    assert.has_error(function() nav:pushViewController(nav, true) end,
      "bad argument #1 to 'pushViewController' (cannot push a NavigationController)")
    assert.has_error(function() nav:popViewController("yes") end,
      "bad argument #1 to 'popViewController' (boolean expected, got string)")
    assert.has_error(function() list:pushViewController(world:ViewController{}, true) end,
      "attempt to read unknown field 'pushViewController' of ViewController")
    assert.has_error(function() nav.pushViewController(list, world:ViewController{}, true) end,
      "bad argument #1 to 'pushViewController' (NavigationController expected, got ViewController)")
  end)

  it("checks its root", function()
    local world = ui.World{}
    assert.has_error(function() world:NavigationController() end,
      "bad argument #1 to 'NavigationController' (ViewController expected, got no value)")
    local nav = world:NavigationController(world:ViewController{})
    assert.has_error(function() world:NavigationController(nav) end,
      "bad argument #1 to 'NavigationController' (the root cannot be a NavigationController)")
    assert.has_error(function() world:NavigationController(nav.topViewController) end,
      "bad argument #1 to 'NavigationController' (ViewController is already in a navigation stack or on screen)")
  end)

  it("returns no swipe at the root", function()
    local _, nav = scene()
    assert.is_nil(nav:beginInteractivePop())
  end)

  it("keeps topViewController and viewControllers read-only", function()
    local _, nav = scene()
    assert.has_error(function() nav.topViewController = nil end,
      "attempt to assign to read-only field 'topViewController' of NavigationController")
  end)
end)
