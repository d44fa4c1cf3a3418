-- A table's section headers and footers, its header and footer views, row estimates from the
-- delegate, and rows in a rectangle (rules 2.15, 2.17, 2.18, 2.19, 2.23).
local IP = ui.IndexPath

local function shown(rows)
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = rows or { 2, 3 }, rowHeight = 44 }
  world:show(list)
  return world, list, list.tableView
end

describe("tv.sectionHeaderHeight and tv.sectionFooterHeight", function()
  it("are -1 (automatic) by default and stack around each section's rows (rules 2.18, 2.23)", function() -- rule 2.23
    local _, _, tv = shown()
    assert.are.equal(-1, tv.sectionHeaderHeight) -- rule 17.1
    assert.are.equal(-1, tv.sectionFooterHeight)
    assert.are.equal(0, tv:rectForHeaderInSection(0).height) -- no title: no room (rule 17.4)
    tv.sectionHeaderHeight = 20
    tv.sectionFooterHeight = 10
    assert.are.equal(20, tv.sectionHeaderHeight)
    assert.are.equal(10, tv.sectionFooterHeight)
    local w = tv.contentSize.width
    assert.are.same({ x = 0, y = 0, width = w, height = 118 }, tv:rectForSection(0))
    assert.are.same({ x = 0, y = 118, width = w, height = 20 }, tv:rectForHeaderInSection(1))
    assert.are.equal(138, tv:rectForRow(IP(0, 1)).y)
    assert.are.same({ x = 0, y = 270, width = w, height = 10 }, tv:rectForFooterInSection(1))
    assert.are.equal(280, tv.contentSize.height)
  end)

  it("answer a zero rectangle for a section that does not exist (rule 2.23)", function() -- rule 2.23
    local _, _, tv = shown()
    local zero = { x = 0, y = 0, width = 0, height = 0 }
    assert.are.same(zero, tv:rectForSection(2))
    assert.are.same(zero, tv:rectForHeaderInSection(-1))
    assert.are.same(zero, tv:rectForFooterInSection(99))
    assert.has_error(function() tv:rectForSection("a") end,
      "bad argument #1 to 'rectForSection' (number expected, got string)")
  end)

  it("refuse negative heights other than -1", function()
    local _, _, tv = shown()
    assert.has_error(function() tv.sectionHeaderHeight = -5 end,
      "bad value for field 'sectionHeaderHeight' (non-negative number or -1 (automaticDimension) expected, got -5)")
  end)
end)

describe("the delegate's section heights", function()
  it("heightForHeaderInSection and heightForFooterInSection win over the properties (rule 2.23)", function() -- rule 2.23
    local _, _, tv = shown()
    tv.sectionHeaderHeight = 20
    local asked = {}
    local d = {}
    function d:heightForHeaderInSection(view, section)
      asked[#asked + 1] = section
      assert.are.equal(tv, view)
      return section == 0 and 30 or 0
    end
    function d:heightForFooterInSection(_, section) return section == 1 and 15 or 0 end
    tv.delegate = d
    assert.are.equal(30, tv:rectForHeaderInSection(0).height)
    assert.are.equal(0, tv:rectForHeaderInSection(1).height)
    assert.are.equal(15, tv:rectForFooterInSection(1).height)
    assert.are.equal(30 + 88 + 132 + 15, tv.contentSize.height)
    assert.are.same({ 0, 1 }, { asked[1], asked[2] })
  end)
end)

describe("the delegate's estimatedHeightForRowAt", function()
  it("gives rows not yet measured their estimate; shown rows take their real height (rules 2.15, 2.17)", function() -- rule 2.15, 2.17
    local _, _, tv = shown({ 100 })
    local d = {}
    function d:estimatedHeightForRowAt(view, ip)
      assert.are.equal(tv, view)
      return ip.row >= 0 and 100 or 0
    end
    tv.delegate = d
    assert.are.equal(44, tv:rectForRow(IP(0, 0)).height)
    assert.are.equal(100, tv:rectForRow(IP(99, 0)).height)
    local measured = #tv:indexPathsForVisibleRows()
    assert.are.equal(measured * 44 + (100 - measured) * 100, tv.contentSize.height)
  end)
end)

describe("tv.tableHeaderView and tv.tableFooterView", function()
  it("take a view whose height pushes the rows down and lengthens the content (rules 2.18, 2.23)", function() -- rule 2.18, 2.23
    local world, _, tv = shown()
    assert.is_nil(tv.tableHeaderView)
    local header = world:View{ frame = { x = 0, y = 0, width = 320, height = 50 } }
    local footer = world:View{ frame = { x = 0, y = 0, width = 320, height = 30 } }
    tv.tableHeaderView = header
    tv.tableFooterView = footer
    assert.are.equal(header, tv.tableHeaderView)
    assert.are.equal(footer, tv.tableFooterView)
    assert.are.equal(tv, header.superview)
    assert.are.equal(50, tv:rectForRow(IP(0, 0)).y)
    assert.are.equal(50, tv:rectForSection(0).y)
    assert.are.equal(50 + 220 + 30, tv.contentSize.height)
    tv.tableHeaderView = nil
    assert.is_nil(tv.tableHeaderView)
    assert.is_nil(header.superview)
    assert.are.equal(0, tv:rectForRow(IP(0, 0)).y)
  end)

  it("refuse anything but a view made by world:View", function()
    local _, _, tv = shown()
    assert.has_error(function() tv.tableHeaderView = 5 end,
      "bad value for field 'tableHeaderView' (View made by world:View or nil expected, got number)")
    assert.has_error(function() tv.tableFooterView = tv end,
      "bad value for field 'tableFooterView' (View made by world:View or nil expected, got userdata)")
  end)
end)

describe("tv:indexPathsForRows", function()
  it("answers the rows meeting the rectangle, ascending, or an empty array (rule 2.19)", function() -- rule 2.19
    local _, _, tv = shown({ 10 })
    assert.are.same({ IP(0, 0), IP(1, 0), IP(2, 0) }, tv:indexPathsForRows({ x = 0, y = 0, width = 10, height = 100 }))
    assert.are.same({ IP(1, 0) }, tv:indexPathsForRows({ x = 0, y = 50, width = 10, height = 10 }))
    assert.are.same({}, tv:indexPathsForRows({ x = 0, y = -100, width = 10, height = 50 }))
    assert.has_error(function() tv:indexPathsForRows({ x = 0, y = 0 }) end,
      "bad argument #1 to 'indexPathsForRows' ({x = number, y = number, width = number, height = number} expected)")
  end)
end)

describe("the delegate's height functions, answered wrong", function()
  it("a non-finite height is a callback error and the property's height is kept (rule 2.23)", function() -- rule 2.23
    local _, _, tv = shown()
    tv.sectionHeaderHeight = 20
    tv.delegate = { heightForHeaderInSection = function() return 0 / 0 end }
    local ok, err = pcall(tv.rectForHeaderInSection, tv, 0)
    assert.is_false(ok)
    assert.matches("tv.delegate.heightForHeaderInSection: finite number expected as result, got ", err, 1, true)
    assert.are.equal(20, tv:rectForHeaderInSection(0).height)
  end)

  it("may not use the ui module while the table lays out", function()
    local _, _, tv = shown()
    tv.delegate = { heightForFooterInSection = function(_, view) return view:rectForSection(0).height end }
    local ok, err = pcall(tv.rectForFooterInSection, tv, 0)
    assert.is_false(ok)
    assert.matches("attempt to use 'rectForSection' inside tv.delegate.heightForFooterInSection, which UISim calls while it loads the view",
      err, 1, true)
  end)
end)
