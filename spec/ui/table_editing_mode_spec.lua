-- Editing mode driven by the user: row controls, the Delete button, the insertion control,
-- reordering by dragging, selection while editing, the controller's Edit button (section 14).
local IP = ui.IndexPath

local function shown(rows, ios)
  local world = ui.World{ ios = ios or 17 }
  local list = world:TableViewController{ rows = rows or { 10, 3 }, rowHeight = 44, title = "List" }
  world:show(list)
  return world, list, list.tableView
end

local function since(world, start) return { table.unpack(world.log, start + 1) } end
local function path(p) return p and { p.row, p.section } end

-- A Lua model of names per section and a data source over it that edits as an app would.
local function fruitSource(names)
  local ds = { names = names, calls = {} }
  function ds:numberOfSections() return #self.names end
  function ds:numberOfRowsInSection(_, s) return #self.names[s + 1] end
  function ds:commit(tv, style, ip)
    self.calls[#self.calls + 1] = style .. " " .. ip.row
    if style == "delete" then
      table.remove(self.names[ip.section + 1], ip.row + 1)
      tv:deleteRows({ ip }, "automatic")
    else
      table.insert(self.names[ip.section + 1], ip.row + 1, "new")
      tv:insertRows({ ip }, "automatic")
    end
  end
  function ds:moveRowAt(_, from, to)
    local item = table.remove(self.names[from.section + 1], from.row + 1)
    table.insert(self.names[to.section + 1], to.row + 1, item)
  end
  return ds
end

describe("editing mode's row controls", function()
  it("tells every visible cell, in row order, and gives editable rows a delete control (rules 14.1, 14.2)", function()
    local world, list, tv = shown({ 3 })
    local start = #world.log
    tv:setEditing(true, true)
    assert.are.same({
      "cell [0, 0] setEditing(true, animated: true)", "cell [0, 1] setEditing(true, animated: true)",
      "cell [0, 2] setEditing(true, animated: true)",
    }, since(world, start))
    assert.are.same({ style = "delete", indents = true, showsReorderControl = true, showsDeleteConfirmation = false },
      tv:editingControlsForRow(IP(1, 0)))
    tv:setEditing(false, false)
    assert.is_nil(tv:editingControlsForRow(IP(1, 0)))
  end)

  it("asks canEditRowAt, editingStyleForRowAt and shouldIndentWhileEditingRowAt (rules 14.2, 14.3, 14.4)", function()
    local _, _, tv = shown({ 4 })
    local ds = fruitSource({ { "a", "b", "c", "d" } })
    function ds:canEditRowAt(_, ip) return ip.row ~= 0 end
    function ds:canMoveRowAt(_, ip) return ip.row ~= 3 end
    tv.dataSource = ds
    tv.delegate = {
      editingStyleForRowAt = function(_, _, ip) return ip.row == 2 and "insert" or ip.row == 1 and "none" or "delete" end,
      shouldIndentWhileEditingRowAt = function(_, _, ip) return ip.row ~= 2 end,
    }
    tv:setEditing(true, false)
    assert.is_nil(tv:editingControlsForRow(IP(0, 0)))
    assert.are.equal("none", tv:editingControlsForRow(IP(1, 0)).style)
    assert.are.same({ style = "insert", indents = false, showsReorderControl = true, showsDeleteConfirmation = false },
      tv:editingControlsForRow(IP(2, 0)))
    assert.is_false(tv:editingControlsForRow(IP(3, 0)).showsReorderControl)
  end)

  it("shows no reorder control without moveRowAt (rule 14.3)", function()
    local _, _, tv = shown({ 2 })
    local ds = fruitSource({ { "a", "b" } })
    ds.moveRowAt = nil
    tv.dataSource = ds
    tv:setEditing(true, false)
    assert.is_false(tv:editingControlsForRow(IP(0, 0)).showsReorderControl)
    assert.has_error(function() tv:beginReorder(IP(0, 0)) end,
      "beginReorder: cannot drag row [0, 0]: row [0, 0] shows no reorder control "
        .. "(canEditRowAt or canMoveRowAt is false, or the data source has no moveRowAt)")
  end)

  it("gives cells that scroll in while editing their controls (rule 14.1)", function()
    local _, _, tv = shown({ 40 })
    tv:setEditing(true, false)
    tv:scrollToRow(IP(30, 0), "top", false)
    assert.are.equal("delete", tv:editingControlsForRow(IP(30, 0)).style)
  end)
end)

describe("deleting and inserting with the controls", function()
  it("shows the Delete button, then commits the deletion when it is tapped (rule 14.5)", function()
    local world, _, tv = shown({ 3 })
    local ds = fruitSource({ { "a", "b", "c" } })
    tv.dataSource = ds
    tv:setEditing(true, false)
    local start = #world.log
    tv:tapEditingControl(IP(1, 0))
    assert.are.same({ 1, 0 }, path(tv:indexPathForDeleteConfirmation()))
    assert.is_true(tv:editingControlsForRow(IP(1, 0)).showsDeleteConfirmation)
    assert.are.same({}, ds.calls)
    tv:tapDeleteConfirmationButton(IP(1, 0))
    assert.are.same({ "delete 1" }, ds.calls)
    assert.are.same({ "a", "c" }, ds.names[1])
    assert.are.equal(2, tv:numberOfRowsInSection(0))
    assert.is_nil(tv:indexPathForDeleteConfirmation())
    assert.are.same({ "cell [0, 1] showsDeleteConfirmation = true", "cell [0, 1] showsDeleteConfirmation = false",
      "tableView(_:commit: .delete, forRowAt: [0, 1])" }, since(world, start))
  end)

  it("hides the Delete button when the minus is tapped again, one row at a time (rule 14.5 [SIM])", function()
    local _, _, tv = shown({ 3 })
    tv:setEditing(true, false)
    tv:tapEditingControl(IP(0, 0))
    tv:tapEditingControl(IP(2, 0))
    assert.are.same({ 2, 0 }, path(tv:indexPathForDeleteConfirmation()))
    assert.is_false(tv:editingControlsForRow(IP(0, 0)).showsDeleteConfirmation)
    tv:tapEditingControl(IP(2, 0))
    assert.is_nil(tv:indexPathForDeleteConfirmation())
  end)

  it("commits an insertion at once (rule 14.6)", function()
    local _, _, tv = shown({ 2 })
    local ds = fruitSource({ { "a", "b" } })
    tv.dataSource = ds
    tv.delegate = { editingStyleForRowAt = function() return "insert" end }
    tv:setEditing(true, false)
    tv:tapEditingControl(IP(1, 0))
    assert.are.same({ "insert 1" }, ds.calls)
    assert.are.same({ "a", "new", "b" }, ds.names[1])
    assert.are.equal(3, tv:numberOfRowsInSection(0))
  end)

  it("lets the built-in rows model delete and insert (rules 14.5, 14.6 [SIM])", function()
    local world, _, tv = shown({ 3 })
    tv:setEditing(true, false)
    tv:tapEditingControl(IP(0, 0))
    tv:tapDeleteConfirmationButton(IP(0, 0))
    world:settle(2)
    assert.are.equal(2, tv:numberOfRowsInSection(0))
  end)

  it("takes a touch to hide the Delete button, selecting nothing (rule 14.7 [SIM])", function()
    local world, _, tv = shown({ 3 })
    tv.allowsSelectionDuringEditing = true
    tv:setEditing(true, false)
    tv:tapEditingControl(IP(0, 0))
    tv:tap(IP(2, 0))
    assert.is_nil(tv:indexPathForDeleteConfirmation())
    assert.is_nil(tv:indexPathForSelectedRow())
    tv:tap(IP(2, 0))
    assert.are.same({ 2, 0 }, path(tv:indexPathForSelectedRow()))
  end)
end)

describe("reordering by dragging", function()
  it("slides the rows between aside over the clock and moves the row on release (rules 14.8, 14.9)", function()
    local world, _, tv = shown({ 5 })
    local ds = fruitSource({ { "a", "b", "c", "d", "e" } })
    tv.dataSource = ds
    tv:setEditing(true, false)
    local start = #world.log
    local drag = tv:beginReorder(IP(1, 0))
    assert.are.same({ 1, 0 }, path(drag.sourceIndexPath))
    drag:update(30)
    assert.are.same({ 1, 0 }, path(drag.destinationIndexPath))
    drag:update(50)
    assert.are.same({ 2, 0 }, path(drag.proposedIndexPath))
    assert.are.equal(0, drag:shiftOfRow(IP(2, 0)))
    world:advance(0.125)
    local half = drag:shiftOfRow(IP(2, 0))
    assert.is_true(half < -10 and half > -34, "mid-slide: " .. half)
    world:advance(0.125)
    assert.are.equal(-44, drag:shiftOfRow(IP(2, 0)))
    drag:update(100)
    assert.are.same({ 3, 0 }, path(drag.destinationIndexPath))
    assert.matches("row %[0, 1%].-dragged to y=144", world:render())
    drag:release()
    assert.is_false(drag.isActive)
    assert.are.same({ "a", "c", "d", "b", "e" }, ds.names[1])
    local log = table.concat(since(world, start), "\n")
    assert.truthy(log:find("tableView(_:moveRowAt: [0, 1], to: [0, 3])", 1, true))
  end)

  it("asks targetIndexPathForMoveFromRowAt each time the proposal changes (rule 14.8)", function()
    local world, _, tv = shown({ 6 })
    local asked = {}
    tv.delegate = {
      targetIndexPathForMoveFromRowAt = function(_, _, from, proposed)
        asked[#asked + 1] = proposed.row
        if proposed.row > 3 then return IP(3, 0) end
        return proposed
      end,
    }
    tv:setEditing(true, false)
    local drag = tv:beginReorder(IP(0, 0))
    drag:moveOver(IP(2, 0))
    drag:update(drag.translation + 1)
    drag:moveOver(IP(5, 0))
    assert.are.same({ 2, 5 }, asked)
    assert.are.same({ 5, 0 }, path(drag.proposedIndexPath))
    assert.are.same({ 3, 0 }, path(drag.destinationIndexPath))
    drag:release()
    world:settle(2)
    assert.are.equal(6, tv:numberOfRowsInSection(0))
  end)

  it("moves the selection with the row (rules 14.9, 1.23)", function()
    local world, _, tv = shown({ 5 })
    tv.allowsSelectionDuringEditing = true
    tv:setEditing(true, false)
    tv:tap(IP(0, 0))
    local drag = tv:beginReorder(IP(0, 0))
    drag:moveOver(IP(3, 0))
    drag:release()
    world:settle(2)
    assert.are.same({ 3, 0 }, path(tv:indexPathForSelectedRow()))
  end)

  it("moves a row into another section, counting it there (rule 14.9 [SIM])", function()
    local world, _, tv = shown({ 3, 2 })
    tv:setEditing(true, false)
    local drag = tv:beginReorder(IP(2, 0))
    drag:moveOver(IP(0, 1))
    assert.are.same({ 1, 1 }, path(drag.destinationIndexPath))
    drag:release()
    world:settle(2)
    assert.are.same(2, tv:numberOfRowsInSection(0))
    assert.are.same(3, tv:numberOfRowsInSection(1))
  end)

  it("moves nothing on a drop where it began, a cancel, or leaving editing mode (rules 14.9, 14.11 [SIM])", function()
    local world, _, tv = shown({ 4 })
    local ds = fruitSource({ { "a", "b", "c", "d" } })
    tv.dataSource = ds
    tv:setEditing(true, false)
    local start = #world.log
    local drag = tv:beginReorder(IP(1, 0))
    drag:moveOver(IP(3, 0))
    drag:update(0)
    drag:release()
    drag = tv:beginReorder(IP(1, 0))
    drag:moveOver(IP(3, 0))
    drag:cancel()
    drag = tv:beginReorder(IP(1, 0))
    drag:moveOver(IP(3, 0))
    tv:setEditing(false, false)
    assert.is_false(drag.isActive)
    assert.are.same({ "a", "b", "c", "d" }, ds.names[1])
    for _, entry in ipairs(since(world, start)) do assert.is_nil(entry:find("moveRowAt", 1, true)) end
  end)

  it("ends a drag whose row was deleted meanwhile (rule 14.11 [SIM])", function()
    local world, _, tv = shown({ 2 })
    tv:setEditing(true, false)
    local drag = tv:beginReorder(IP(1, 0))
    tv:deleteRows({ IP(0, 0) }, "none")
    world:settle(2)
    drag:update(20)
    assert.is_false(drag.isActive)
    assert.has_error(function() drag:release() end, "attempt to call 'release' on a reorder drag that has ended")
    assert.are.equal(1, tv:numberOfRowsInSection(0))
  end)

  it("refuses bad drags in Lua's words (rule 14.12 [SIM])", function()
    local _, _, tv = shown({ 40 })
    assert.has_error(function() tv:beginReorder(IP(0, 0)) end,
      "beginReorder: cannot drag row [0, 0]: the table is not editing (call setEditing(true, animated:) first)")
    tv:setEditing(true, false)
    assert.has_error(function() tv:beginReorder(IP(39, 0)) end,
      "beginReorder: cannot drag row [0, 39]: row [0, 39] is not on screen")
    assert.has_error(function() tv:beginReorder(IP(40, 0)) end,
      "bad argument #1 to 'beginReorder' (row 40 out of range: section 0 has 40 rows)")
    local drag = tv:beginReorder(IP(0, 0))
    assert.has_error(function() tv:beginReorder(IP(1, 0)) end,
      "beginReorder: cannot drag row [0, 1]: a row is being dragged already (release or cancel that drag first)")
    assert.has_error(function() drag:moveOver(IP(0, 3)) end,
      "bad argument #1 to 'moveOver' (row [3, 0] is not in the table (1 section of 40 rows))")
    drag:release()
    assert.has_error(function() drag:release() end, "attempt to call 'release' on a reorder drag that has ended")
    assert.has_error(function() drag:update(10) end, "attempt to call 'update' on a reorder drag that has ended")
  end)

  it("refuses taps on controls a row does not show (rule 14.12 [SIM])", function()
    local _, _, tv = shown({ 3 })
    assert.has_error(function() tv:tapEditingControl(IP(0, 0)) end,
      "bad argument #1 to 'tapEditingControl' (the table is not editing (call tv:setEditing(true, false) first))")
    tv:setEditing(true, false)
    assert.has_error(function() tv:tapDeleteConfirmationButton(IP(0, 0)) end,
      "bad argument #1 to 'tapDeleteConfirmationButton' (row [0, 0] shows no Delete button (tap its editing control first))")
    tv.delegate = { editingStyleForRowAt = function() return "none" end }
    assert.has_error(function() tv:tapEditingControl(IP(0, 0)) end,
      "bad argument #1 to 'tapEditingControl' (row [0, 0] shows no editing control (its editing style is \"none\"))")
  end)
end)

describe("selection while editing", function()
  it("selects nothing by default, one row or several as the editing flags say (rule 14.10)", function()
    local _, _, tv = shown({ 5 })
    tv:setEditing(true, false)
    tv:tap(IP(1, 0))
    assert.is_nil(tv:indexPathForSelectedRow())
    tv.allowsSelectionDuringEditing = true
    tv:tap(IP(1, 0))
    tv:tap(IP(2, 0))
    assert.are.same({ { 2, 0 } }, { path(tv:indexPathsForSelectedRows()[1]) })
    tv.allowsMultipleSelectionDuringEditing = true
    tv:tap(IP(3, 0))
    assert.are.equal(2, #tv:indexPathsForSelectedRows())
    tv:tap(IP(3, 0))
    assert.are.same({ 2, 0 }, path(tv:indexPathForSelectedRow()))
    tv:tapEditingControl(IP(1, 0))
    assert.are.equal(1, #tv:indexPathsForSelectedRows())
  end)
end)

describe("swipe-to-delete's delegate news", function()
  it("is not sent by setEditing, the controls or a drag (rule 14.14)", function()
    local world, _, tv = shown({ 4 })
    local heard = {}
    tv.delegate = {
      willBeginEditingRowAt = function(_, _, ip) heard[#heard + 1] = "will " .. ip.row end,
      didEndEditingRowAt = function(_, _, ip) heard[#heard + 1] = "did " .. tostring(ip) end,
    }
    tv:setEditing(true, true)
    tv:tapEditingControl(IP(1, 0))
    tv:tapDeleteConfirmationButton(IP(1, 0))
    world:settle(2)
    local drag = tv:beginReorder(IP(0, 0))
    drag:moveOver(IP(2, 0))
    drag:release()
    tv:setEditing(false, true)
    world:settle(2)
    assert.are.same({}, heard)
    for _, entry in ipairs(world.log) do assert.is_nil(entry:find("EditingRowAt", 1, true)) end
  end)
end)

describe("the controller's Edit button", function()
  it("passes setEditing to the table and toggles it, Edit then Done (rule 14.13)", function()
    local world, list, tv = shown({ 2 })
    assert.are.equal("Edit", list:editButtonTitle())
    local start = #world.log
    list:tapEditButton()
    assert.is_true(tv.isEditing)
    assert.are.equal("Done", list:editButtonTitle())
    assert.are.equal("List.setEditing(true, animated: true)", since(world, start)[1])
    list:setEditing(false, false)
    assert.is_false(tv.isEditing)
    assert.are.equal("Edit", list:editButtonTitle())
  end)
end)

describe("world:render() in editing mode", function()
  it("shows the controls, the Delete button and a row sliding aside (rules 14.1, 14.5, 14.8)", function()
    local world, _, tv = shown({ 3 })
    tv:setEditing(true, false)
    tv:tapEditingControl(IP(2, 0))
    local text = world:render()
    assert.matches("row %[0, 0%] [^\n]*, editing delete, reorder control\n", text)
    assert.matches("row %[0, 2%] [^\n]*, editing delete, reorder control, Delete button", text)
    tv:tap(IP(0, 0))
    local drag = tv:beginReorder(IP(0, 0))
    drag:moveOver(IP(1, 0))
    world:advance(1)
    assert.matches("row %[0, 1%] [^\n]*, shifted %-44", world:render())
    drag:cancel()
  end)
end)
