-- ui.IndexPath: UIKit's 0-based (section, row) pairs as Lua values.
describe("ui.IndexPath", function()
  it("has row, section and item", function()
    local ip = ui.IndexPath(3, 1)
    assert.are.equal(3, ip.row)
    assert.are.equal(1, ip.section)
    assert.are.equal(3, ip.item)
    assert.are.equal("userdata", type(ip))
  end)

  it("shows as [section, row]", function()
    assert.are.equal("[1, 3]", tostring(ui.IndexPath(3, 1)))
    assert.are.equal("[0, 0]", tostring(ui.IndexPath(0, 0)))
  end)

  it("compares by value", function()
    assert.is_true(ui.IndexPath(2, 0) == ui.IndexPath(2, 0))
    assert.is_false(ui.IndexPath(2, 0) == ui.IndexPath(2, 1))
    assert.are.equal(ui.IndexPath(5, 5), ui.IndexPath(5, 5))
    assert.is_false(ui.IndexPath(0, 0) == 0)
  end)

  it("is one userdata per path while Lua holds it (interned)", function()
    local ip = ui.IndexPath(2, 0)
    assert.is_true(rawequal(ip, ui.IndexPath(2, 0)))
    assert.is_false(rawequal(ip, ui.IndexPath(0, 2)))
    -- a table's answers are the same userdata as the script's own path
    local world = ui.World{}
    local list = world:TableViewController{ rows = { 5 } }
    world:show(list)
    local tv = list.tableView
    tv:selectRow(ip, false, "none")
    assert.is_true(rawequal(ip, tv:indexPathForSelectedRow()))
    -- usable as a table key, and still one per value after a collection
    local seen = { [ip] = "row 2" }
    collectgarbage()
    collectgarbage()
    assert.are.equal("row 2", seen[ui.IndexPath(2, 0)])
    -- numbers beyond 32 bits are not interned, but compare by value
    local far = ui.IndexPath(2 ^ 40, 0)
    assert.is_false(rawequal(far, ui.IndexPath(2 ^ 40, 0)))
    assert.are.equal(far, ui.IndexPath(2 ^ 40, 0))
    assert.are.equal(-1, ui.IndexPath(-1, 3).row)
    assert.are.equal(3, ui.IndexPath(-1, 3).section)
  end)

  it("orders by section, then row", function()
    assert.is_true(ui.IndexPath(9, 0) < ui.IndexPath(0, 1))
    assert.is_true(ui.IndexPath(1, 2) < ui.IndexPath(2, 2))
    assert.is_false(ui.IndexPath(2, 2) < ui.IndexPath(2, 2))
    assert.is_true(ui.IndexPath(0, 3) > ui.IndexPath(9, 2))
    local list = { ui.IndexPath(1, 1), ui.IndexPath(0, 2), ui.IndexPath(4, 0) }
    table.sort(list)
    assert.are.same({ "[0, 4]", "[1, 1]", "[2, 0]" },
      { tostring(list[1]), tostring(list[2]), tostring(list[3]) })
  end)

  it("refuses comparing with other values", function()
    assert.has_error(function() return ui.IndexPath(0, 0) < 1 end,
      "attempt to compare IndexPath with number")
  end)

  it("is immutable", function()
    local ip = ui.IndexPath(0, 0)
    assert.has_error(function() ip.row = 2 end, "attempt to assign to read-only field 'row' of IndexPath")
    assert.has_error(function() return ip.column end, "attempt to read unknown field 'column' of IndexPath")
  end)

  it("checks its arguments", function()
    assert.has_error(function() ui.IndexPath("1", 0) end,
      "bad argument #1 to 'IndexPath' (number expected, got string)")
    assert.has_error(function() ui.IndexPath(1) end,
      "bad argument #2 to 'IndexPath' (number expected, got no value)")
    assert.has_error(function() ui.IndexPath(1, 0.5) end,
      "bad argument #2 to 'IndexPath' (number has no integer representation)")
  end)
end)
