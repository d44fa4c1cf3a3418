-- world:record: named values sampled at every frame of the world's clock, with the events
-- between them, written as SVG, CSV and a text table.

-- A list in a navigation controller, row 2 tapped and a detail pushed.
local function scene()
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = { 5 }, title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  local ip = ui.IndexPath(2, 0)
  list.tableView:tap(ip)
  nav:pushViewController(world:ViewController{ title = "Detail" }, false)
  return world, nav, list, ip
end

local function read(path)
  local f = assert(io.open(path, "rb"))
  local text = f:read("a")
  f:close()
  return text
end

describe("world:record", function()
  it("samples at every frame of an advance, and once at the start", function()
    local world = ui.World{ fps = 60 }
    local tl = world:record{ t = function() return world.time end }
    assert.are.equal(1, tl.frameCount)
    world:advance(0.5)
    assert.are.equal(31, tl.frameCount)
    assert.is_true(tl.isRecording)
    tl:stop()
    assert.is_false(tl.isRecording)
    world:advance(0.5)
    assert.are.equal(31, tl.frameCount)
  end)

  it("follows the selection's fade during a cancelled swipe, marking its events", function()
    local world, nav, list, ip = scene()
    local cell = list.tableView:cellForRow(ip)
    local tl = world:record{
      alpha = function() return cell.selectionAlpha end,
      interactive = function() return nav:transitionCoordinator() ~= nil end,
    }
    local swipe = nav:beginInteractivePop()
    swipe:update(0.5)
    world:advance(0.1)
    swipe:cancel()
    world:settle()
    world:advance(0.02)   -- settle stops at the completion, between frames: one frame more
    tl:stop()
    local text = tostring(tl)
    assert.matches("^Recording of alpha, interactive: %d+ frames from 0 to [%d.]+ s, %d+ events\n", text)
    assert.matches("at 0 s: swipe began\n", text, 1, true)
    assert.matches("at 0.1 s: finger lift: cancel at 50 %\n", text, 1, true)
    local path = tl:csv(os.tmpname())
    local csv = read(path)
    os.remove(path)
    local lines = {}
    for line in csv:gmatch("[^\n]+") do lines[#lines + 1] = line end
    assert.are.equal("time,alpha,interactive", lines[1])
    assert.are.equal(tl.frameCount + 1, #lines)
    assert.are.equal("0,1,0", lines[2])   -- sampled before the swipe began: selected, no coordinator
    assert.are.equal("0.016667,0.5,1", lines[3])   -- half faded at 50 %; a boolean as 1
    assert.matches(",0$", lines[#lines])   -- no coordinator once the pop is over
  end)

  it("marks touches on a table: down, lift and cancel", function()
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 3 } }
    world:show(list)
    local tl = world:record{ n = function() return #world.log end }
    list.tableView:touchDown(ui.IndexPath(0, 0))
    list.tableView:touchCancel(ui.IndexPath(0, 0))
    list.tableView:tap(ui.IndexPath(1, 0))
    local text = tostring(tl)
    assert.matches("at 0 s: touch down [0, 0]\n", text, 1, true)
    assert.matches("at 0 s: touch cancel [0, 0]\n", text, 1, true)
    assert.matches("at 0 s: finger lift [0, 1]\n", text, 1, true)
  end)

  it("writes an SVG with one series per value and the events as marks", function()
    local world, nav = scene()
    local tl = world:record{ percent = function() return nav:transitionCoordinator() and 1 or 0 end,
                             time = function() return world.time end }
    nav:beginInteractivePop():cancel()
    world:settle()
    local path = tl:svg(os.tmpname())
    local svg = read(path)
    assert.matches('^<%?xml version="1.0" encoding="UTF%-8"%?>\n<svg xmlns="http://www.w3.org/2000/svg"', svg)
    assert.matches('<g class="series" data-name="percent"', svg, 1, true)
    assert.matches('<g class="series" data-name="time"', svg, 1, true)
    assert.matches('<g class="event"><title>0 s: swipe began', svg, 1, true)
    assert.matches("</svg>\n$", svg)
    os.remove(path)
  end)

  it("leaves gaps for nil and abbreviates a long table", function()
    local world = ui.World{ fps = 10 }
    local tl = world:record{ odd = function()
      local frame = math.floor(world.time * 10 + 0.5)
      if frame % 2 == 1 then return frame end
    end }
    world:advance(3)
    local path = os.tmpname()
    tl:csv(path)
    assert.matches("^time,odd\n0,\n0.1,1\n0.2,\n", read(path))
    os.remove(path)
    assert.matches("… 19 frames left out …", tostring(tl), 1, true)
  end)

  it("raises a sampler's error after the call that moved the clock, and stops", function()
    local world = ui.World{}
    local tl = world:record{ boom = function()
      if world.time > 0.05 then error("sampler failed") end
      return 0
    end }
    assert.has_error(function() world:advance(0.5) end)
    assert.is_false(tl.isRecording)
    assert.are.equal(0.5, world.time)
    local ok, message = pcall(world.record, world, { s = function() return "text" end })
    assert.is_false(ok)
    assert.matches("the function of 's' returned a string %(number, boolean or nil expected%)", message)
  end)

  it("is strict about its table", function()
    local world = ui.World{}
    assert.has_error(function() world:record("alpha") end,
      "bad argument #1 to 'record' (table expected, got string)")
    assert.has_error(function() world:record{ alpha = 1 } end,
      "bad argument #1 to 'record' (field 'alpha': function expected, got number)")
    assert.has_error(function() world:record{} end,
      "bad argument #1 to 'record' (at least one value to record expected, got an empty table)")
    assert.has_error(function() world:record{ function() end } end,
      "bad argument #1 to 'record' (unknown option [1] for world:record (option names are strings))")
    local tl = world:record{ a = function() return 1 end }
    assert.has_error(function() tl:svg(42) end)
    assert.has_error(function() tl:csv("/nonexistent-folder/x.csv") end)
    assert.has_error(function() return tl.frames end)
  end)
end)
