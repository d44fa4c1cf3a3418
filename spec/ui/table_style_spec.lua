-- A table's style: chosen when the controller is made, fixed afterwards (rule 17.3).

describe("world:TableViewController{ style = }", function()
  it("is plain by default and keeps the style it was made with (rule 17.3)", function() -- rule 17.3
    local world = ui.World{ ios = 17 }
    assert.are.equal("plain", world:TableViewController{ rows = { 1 } }.tableView.style)
    for _, name in ipairs({ "plain", "grouped", "insetGrouped" }) do
      local list = world:TableViewController{ rows = { 1 }, style = name }
      world:show(list)
      assert.are.equal(name, list.tableView.style)
    end
  end)

  it("cannot change once made (rule 17.3)", function() -- rule 17.3
    local world = ui.World{ ios = 17 }
    local tv = world:TableViewController{ rows = { 1 }, style = "grouped" }.tableView
    local ok, err = pcall(function() tv.style = "plain" end)
    assert.is_false(ok)
    assert.matches("attempt to assign to read-only field 'style' of TableView", err, 1, true)
    assert.are.equal("grouped", tv.style)
  end)

  it("refuses an unknown style, and insetGrouped before iOS 13 (rule 17.3)", function() -- rule 17.3
    local world = ui.World{ ios = 17 }
    assert.has_error(function() world:TableViewController{ style = "fancy" } end,
      "bad argument #1 to 'TableViewController' (field 'style': \"plain\", \"grouped\" or \"insetGrouped\" expected, got \"fancy\")")
    local old = ui.World{ ios = 12 }
    assert.has_error(function() old:TableViewController{ style = "insetGrouped" } end,
      "bad argument #1 to 'TableViewController' (field 'style': \"insetGrouped\" is available from iOS 13 (this world is iOS 12))")
    assert.are.equal("grouped", old:TableViewController{ style = "grouped" }.tableView.style)
  end)

  it("does not move rows: the styles differ in drawing only here (rules 17.3, 17.4)", function() -- rule 17.4
    local world = ui.World{ ios = 17 }
    local plain = world:TableViewController{ rows = { 2, 2 }, rowHeight = 44 }
    local grouped = world:TableViewController{ rows = { 2, 2 }, rowHeight = 44, style = "grouped" }
    world:show(plain)
    local y = plain.tableView:rectForRow(ui.IndexPath(0, 1)).y
    world:show(grouped)
    assert.are.equal(y, grouped.tableView:rectForRow(ui.IndexPath(0, 1)).y)
  end)
end)
