-- world:animate and ui.animate.
local function selectedTable()
  local world = ui.World{}
  local list = world:TableViewController{ rows = { 10 } }
  world:show(list)
  local tv = list.tableView
  local ip = ui.IndexPath(2, 0)
  tv:selectRow(ip, false, "none")
  world:settle()
  return world, tv, ip
end

describe("world:animate", function()
  it("gives a nested deselect its duration, and completion true after settle", function()
    local world, tv, ip = selectedTable()
    local done
    world:animate(1.0, function() tv:deselectRow(ip, true) end, function(finished) done = finished end)
    world:advance(0.5)
    local alpha = tv:cellForRow(ip).selectionAlpha
    assert.is_true(alpha > 0.05 and alpha < 0.95)
    -- (UISim runs the outer completion once its own block has nothing pending: see the report)
    world:settle()
    assert.are.equal(0, tv:cellForRow(ip).selectionAlpha)
    assert.is_true(done)
  end)

  it("takes a table with delay and curve", function()
    local world, tv, ip = selectedTable()
    local done
    world:animate{ duration = 1.0, delay = 0, curve = "linear",
      animations = function() tv:deselectRow(ip, true) end,
      completion = function(f) done = f end }
    world:settle()
    assert.is_true(done)
    assert.has_error(function() world:animate{ duration = 1, curve = "bouncy", animations = function() end } end)
  end)
end)

describe("ui.animate", function()
  it("needs a world outside callbacks", function()
    local world, tv, ip = selectedTable()
    assert.has_error(function() ui.animate(1, function() end) end)
    local done
    ui.animate{ world = world, duration = 0.3, curve = "easeOut",
      animations = function() tv:deselectRow(ip, true) end,
      completion = function(f) done = f end }
    world:settle()
    assert.is_true(done)
  end)

  it("uses the current world inside a callback", function()
    local world, tv, ip = selectedTable()
    local done
    world:animate(0.5, function()
      ui.animate(0.5, function() tv:deselectRow(ip, true) end, function(f) done = f end)
    end)
    world:settle()
    assert.is_true(done)
  end)

  it("raises a block's error from the call", function()
    local world = ui.World{}
    assert.has_error(function() world:animate(1, function() error("boom") end) end)
  end)
end)
