-- A script can reach past the `ui` module's locks with the debug library (busted's environment
-- has it, so ours does): give a userdata another type's metatable. None of that may crash the
-- process: the objects and functions are recognised by a tag their boxes carry from birth, not
-- by what a script can change (CLuaShim's box_at). A host function's upvalues are closed to
-- the debug library (CLuaShim's close_host_upvalues): through them a script could free a
-- function's box while it ran.

describe("objects forged with the debug library", function()
  local w = ui.World{}
  local vc = w:ViewController{ title = "x" }

  it("a World given a ViewController's metatable is not a ViewController", function()
    local other = ui.World{}
    debug.setmetatable(other, debug.getmetatable(vc))
    local ok, err = pcall(function() return other.title end)
    assert.is_false(ok)
    assert.matches("ViewController expected", err)
  end)

  it("an IndexPath given an object's metatable is not an object, and is collected safely", function()
    local ip = ui.IndexPath(0x41414141, 0)
    debug.setmetatable(ip, debug.getmetatable(w))
    local ok = pcall(function() return ip.time end)
    assert.is_false(ok)
    for _ = 1, 100 do debug.setmetatable(ui.IndexPath(0x41414141, 0x42424242), debug.getmetatable(w)) end
    collectgarbage()
    collectgarbage()
  end)

  it("an object given the IndexPath metatable is not an IndexPath", function()
    local fake = ui.World{}
    debug.setmetatable(fake, debug.getmetatable(ui.IndexPath(0, 0)))
    local tv = w:TableViewController{ rows = { 3 } }.tableView
    assert.has_error(function() tv:selectRow(fake, false, "none") end,
      "bad argument #1 to 'selectRow' (IndexPath expected, got IndexPath)")  -- Lua names it by __name
  end)

  it("a host function's box can be neither read nor replaced, and the function still runs", function()
    local show = w.show
    assert.is_nil(debug.getupvalue(show, 1))
    assert.is_nil(debug.setupvalue(show, 1, ui.IndexPath(0x41414141, 0x42424242)))
    local other = ui.World{}
    assert.has_no.errors(function() show(other, other:ViewController{ title = "z" }) end)
    assert.are.equal("z", other.rootViewController.title)
  end)

  it("an __index's methods table can be neither read nor replaced", function()
    local v2 = w:ViewController{ title = "y" }
    local index = debug.getmetatable(v2).__index
    assert.is_nil(debug.getupvalue(index, 2))
    assert.is_nil(debug.setupvalue(index, 2, 0x41414141))
    assert.are.equal("y", v2.title)
  end)
end)
