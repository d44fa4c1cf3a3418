-- The `ui` module's World: construction, the clock, settling, the log and `show`.
describe("ui.World", function()
  it("is the same table as require 'ui'", function()
    assert.are.equal(ui, require("ui"))
    assert.are.equal("function", type(ui.World))
  end)

  it("starts at time 0 and advances only when told", function()
    local world = ui.World{ ios = 17, fps = 60, width = 390, height = 844 }
    assert.are.equal(0, world.time)
    world:advance(0.25)
    assert.are.equal(0.25, world.time)
    world:advance(0)
    assert.are.equal(0.25, world.time)
    assert.are.equal(17, world.ios)
  end)

  it("takes defaults for a missing table or missing fields", function()
    assert.are.equal(17, ui.World().ios)
    assert.are.equal(10, ui.World{ ios = 10 }.ios)
  end)

  it("checks its table argument in Lua's words", function()
    assert.has_error(function() ui.World{ ios = "17" } end,
      "bad argument #1 to 'World' (field 'ios': number expected, got string)")
    assert.has_error(function() ui.World{ ios = 8 } end,
      "bad argument #1 to 'World' (field 'ios': 9 ... 18 expected, got 8)")
    assert.has_error(function() ui.World{ ios = 17.5 } end,
      "bad argument #1 to 'World' (field 'ios': number has no integer representation)")
    assert.has_error(function() ui.World{ fps = 0 } end,
      "bad argument #1 to 'World' (field 'fps': positive number expected, got 0)")
    assert.has_error(function() ui.World{ width = -1 } end,
      "bad argument #1 to 'World' (field 'width': positive number expected, got -1)")
    assert.has_error(function() ui.World{ height = true } end,
      "bad argument #1 to 'World' (field 'height': number expected, got boolean)")
    assert.has_error(function() ui.World(17) end,
      "bad argument #1 to 'World' (table expected, got number)")
  end)

  it("keeps time read-only and refuses unknown fields", function()
    local world = ui.World{}
    assert.has_error(function() world.time = 3 end,
      "attempt to assign to read-only field 'time' of World")
    assert.has_error(function() world.speed = 3 end,
      "attempt to assign to unknown field 'speed' of World")
    assert.has_error(function() return world.speed end,
      "attempt to read unknown field 'speed' of World")
    assert.has_error(function() world.advance = nil end,
      "attempt to assign to read-only field 'advance' of World")
  end)

  it("checks advance's duration", function()
    local world = ui.World{}
    assert.has_error(function() world:advance(-1) end,
      "bad argument #1 to 'advance' (non-negative number expected, got -1)")
    assert.has_error(function() world:advance("1") end,
      "bad argument #1 to 'advance' (number expected, got string)")
    assert.has_error(function() world:advance(math.huge) end,
      "bad argument #1 to 'advance' (non-negative number expected, got inf)")
    assert.has_error(function() world.advance(42, 1) end,
      "bad argument #1 to 'advance' (World expected, got number)")
    assert.are.equal(0, world.time)
  end)

  it("settles a quiet world at once", function()
    local world = ui.World{}
    world:settle(1)
    world:settle()
    assert.are.equal(0, world.time)
    assert.is_false(world.isBusy)
    assert.has_error(function() world:settle(-2) end,
      "bad argument #1 to 'settle' (non-negative number expected, got -2)")
  end)

  it("raises the WorldError text when settle gives up", function()
    local world = ui.World{}
    local nav = world:NavigationController(world:ViewController{ title = "List" })
    world:show(nav)
    nav:pushViewController(world:ViewController{ title = "Detail" }, false)
    local swipe = nav:beginInteractivePop()
    assert.is_not_nil(swipe)
    assert.is_true(world.isBusy)
    assert.has_error(function() world:settle(2) end,
      "the world is still busy after 2 s of simulated time: an interactive pop held at 0 % — release, finish or cancel it")
    swipe:cancel()
    world:settle(2)
    assert.is_false(world.isBusy)
  end)

  it("returns a fresh array of strings for log", function()
    local world = ui.World{}
    local vc = world:ViewController{ title = "Detail" }
    assert.are.same({}, world.log)
    world:show(vc)
    local log = world.log
    assert.are.same({ "Detail.viewDidLoad()", "Detail.viewWillAppear(false)", "Detail.viewDidAppear(false)" }, log)
    log[1] = "changed"
    assert.are.equal("Detail.viewDidLoad()", world.log[1])
    assert.are_not.equal(log, world.log)
  end)

  it("shows a controller, replacing the previous root", function()
    local world = ui.World{}
    local a, b = world:ViewController{ title = "A" }, world:ViewController{ title = "B" }
    world:show(a)
    world:show(b)
    assert.are.same({
      "A.viewDidLoad()", "A.viewWillAppear(false)", "A.viewDidAppear(false)",
      "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
      "B.viewDidLoad()", "B.viewWillAppear(false)", "B.viewDidAppear(false)",
    }, world.log)
  end)

  it("checks show's argument", function()
    local world = ui.World{}
    assert.has_error(function() world:show(nil) end,
      "bad argument #1 to 'show' (ViewController expected, got nil)")
    assert.has_error(function() world:show({}) end,
      "bad argument #1 to 'show' (ViewController expected, got table)")
    local other = ui.World{}
    assert.has_error(function() world:show(other:ViewController{}) end,
      "bad argument #1 to 'show' (ViewController belongs to another World)")
  end)

  it("keeps its world alive through the objects made in it", function()
    local nav
    do
      local world = ui.World{}
      nav = world:NavigationController(world:ViewController{ title = "Root" })
      world:show(nav)
    end
    collectgarbage(); collectgarbage()
    -- the world variable is gone; the navigation controller's handle still holds the world
    local detail = nav.topViewController
    assert.are.equal("Root", detail.title)
    assert.has_error(function() nav:pushViewController(ui.World{}:ViewController{}, true) end,
      "bad argument #1 to 'pushViewController' (ViewController belongs to another World)")
  end)
end)
