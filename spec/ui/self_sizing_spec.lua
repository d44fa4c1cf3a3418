-- Self-sizing rows: `ui.automaticDimension` rows sized by their cell's `sizeThatFits(size)` or
-- `systemLayoutSizeFitting(size)`, the era default of estimation, and contentSize growing as
-- rows are measured (section 18 of the rule document).
local IP = ui.IndexPath

-- A shown table of `n` rows whose cells size themselves: the height of row r is heightOf(r).
-- `log` collects the data source's and the cells' calls in order.
local function feed(opts)
  local world = ui.World{ ios = opts.ios or 17 }
  local list = world:TableViewController{ rows = { 1 } }
  local tv = list.tableView
  local log, rowOf = {}, setmetatable({}, { __mode = "k" })
  local method = opts.method or "sizeThatFits"
  tv:registerCell("Feed", {
    [method] = function(cell, size)
      local r = rowOf[cell]
      log[#log + 1] = method .. " " .. r
      if opts.result then return opts.result(r, size) end
      return { width = size.width, height = opts.heightOf(r) }
    end,
  })
  tv.dataSource = {
    numberOfRowsInSection = function() return opts.rows or 100 end,
    cellForRowAt = function(_, t, p)
      log[#log + 1] = "cellForRowAt " .. p.row
      local cell = t:dequeueReusableCell("Feed", p)
      rowOf[cell] = p.row
      return cell
    end,
  }
  tv.delegate = {
    willDisplay = function(_, _, _, p) log[#log + 1] = "willDisplay " .. p.row end,
  }
  world:show(list)
  return world, tv, log
end

-- Shows the rows model's 5 rows with `class` as the class of their cells ("Cell"); returns
-- the table and what showing raised (pcall's results).
local function classCells(class)
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = { 5 } }
  local tv = list.tableView
  tv:registerCell("Cell", class)
  return tv, pcall(function() world:show(list) end)
end

local count = require "spec.support.prefix_count"

describe("ui.automaticDimension", function()
  it("is UIKit's -1, the default of rowHeight and, from iOS 11, of the estimates (rule 18.1)", function() -- rule 18.1
    assert.are.equal(-1, ui.automaticDimension)
    local world = ui.World{ ios = 17 }
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    assert.are.equal(ui.automaticDimension, tv.rowHeight)
    assert.are.equal(ui.automaticDimension, tv.estimatedRowHeight)
    assert.are.equal(ui.automaticDimension, tv.estimatedSectionHeaderHeight)
    assert.are.equal(ui.automaticDimension, tv.estimatedSectionFooterHeight)
  end)

  it("before iOS 11 the three estimates default to 0: no estimation (rule 18.1)", function() -- rule 18.1
    local world = ui.World{ ios = 10 }
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    assert.are.equal(0, tv.estimatedRowHeight)
    assert.are.equal(0, tv.estimatedSectionHeaderHeight)
    assert.are.equal(0, tv.estimatedSectionFooterHeight)
    tv.estimatedSectionHeaderHeight = 20      -- stored, checked like the other heights (rule 18.2)
    assert.are.equal(20, tv.estimatedSectionHeaderHeight)
    assert.has_error(function() tv.estimatedSectionFooterHeight = -3 end,
      "bad value for field 'estimatedSectionFooterHeight' (non-negative number or -1 (automaticDimension) expected, got -3)")
  end)
end)

describe("self-sizing rows", function()
  it("take the height their cell's sizeThatFits returns (rule 18.3)", function() -- rule 18.3
    local _, tv = feed{ heightOf = function(r) return 60 + r end }
    assert.are.equal(60, tv:rectForRow(IP(0, 0)).height)
    assert.are.equal(63, tv:rectForRow(IP(3, 0)).height)
    assert.are.equal(60 + 61 + 62, tv:rectForRow(IP(3, 0)).y)
    assert.are.equal(63, tv:cellForRow(IP(3, 0)).frame.height)
  end)

  it("make the cell, size it, then display that same cell: cellForRowAt once a row (rule 18.3)", function() -- rule 18.3
    local _, tv, log = feed{ heightOf = function() return 100 end }
    assert.are.same({ "cellForRowAt 0", "sizeThatFits 0" }, { log[1], log[2] })
    local shown = #tv:indexPathsForVisibleRows()
    assert.are.equal(shown, count(log, "cellForRowAt"))
    assert.are.equal(shown, count(log, "willDisplay"))
    -- every row was sized before the first was displayed
    local firstDisplay
    for i, line in ipairs(log) do if not firstDisplay and line:find("^willDisplay") then firstDisplay = i end end
    assert.are.equal(shown, count({ table.unpack(log, 1, firstDisplay) }, "sizeThatFits"))
  end)

  it("can size through systemLayoutSizeFitting, asked with the table's width and height 0 (rule 18.3)", function() -- rule 18.3
    local asked
    local _, tv = feed{ method = "systemLayoutSizeFitting", result = function(_, size)
      asked = { size.width, size.height }
      return { width = size.width, height = 70 }
    end }
    assert.are.equal(70, tv:rectForRow(IP(2, 0)).height)
    assert.are.same({ 390, 0 }, asked)
  end)

  it("cell.super:sizeThatFits gives UISim's built-in size: the width, 44 high (rule 18.3)", function() -- rule 18.3
    local tv = classCells{
      sizeThatFits = function(cell, size)
        local s = cell.super:sizeThatFits(size)
        return { width = s.width, height = s.height * 2 }
      end,
    }
    assert.are.equal(88, tv:rectForRow(IP(1, 0)).height)
  end)

  it("cell.super:systemLayoutSizeFitting asks the cell's own sizeThatFits, as UIKit's does (rule 18.3)", function() -- rule 18.3
    local tv = classCells{
      sizeThatFits = function(_, size) return { width = size.width, height = 30 } end,
      systemLayoutSizeFitting = function(cell, size)
        local s = cell.super:systemLayoutSizeFitting(size)
        return { width = s.width, height = s.height + 5 }
      end,
    }
    assert.are.equal(35, tv:rectForRow(IP(0, 0)).height)
  end)

  it("a raising sizeThatFits is reported after the call that laid out, and the row takes 44 (rule 18.3)", function() -- rule 18.3
    local tv, ok, err = classCells{ sizeThatFits = function() error("no fonts here") end }
    assert.is_false(ok)
    assert.matches("no fonts here", tostring(err), 1, true)
    assert.are.equal(44, tv:rectForRow(IP(1, 0)).height)
  end)

  it("a bad result is a Lua error naming the method, and the row takes 44 (rule 18.3)", function() -- rule 18.3
    local tv, ok, err = classCells{ sizeThatFits = function() return 12 end }
    assert.is_false(ok)
    assert.matches("bad result from 'sizeThatFits' ({width=, height=} expected, got number); the row takes 44",
      tostring(err), 1, true)
    assert.are.equal(44, tv:rectForRow(IP(0, 0)).height)
  end)

  it("are not self-sized without estimation: automaticDimension gives 44 (rule 18.3)", function() -- rule 18.3
    local _, tv, log = feed{ ios = 10, heightOf = function() return 100 end }
    assert.are.equal(44, tv:rectForRow(IP(0, 0)).height)
    assert.are.equal(0, count(log, "sizeThatFits"))
  end)

  it("only rows whose delegate height is automaticDimension are sized; the others keep theirs (rule 18.3)", function() -- rule 18.3
    local _, tv, log = feed{ heightOf = function() return 90 end }
    tv.delegate = { heightForRowAt = function(_, _, p) return p.row == 1 and 30 or ui.automaticDimension end }
    assert.are.equal(90, tv:rectForRow(IP(0, 0)).height)
    assert.are.equal(30, tv:rectForRow(IP(1, 0)).height)
    assert.are.equal(90, tv:rectForRow(IP(2, 0)).height)
    assert.is_true(count(log, "sizeThatFits") > 0)
  end)
end)

describe("contentSize with self-sizing rows", function()
  it("grows as rows are measured: measured heights plus estimates for the rest (rule 18.4)", function() -- rule 18.4
    local _, tv = feed{ rows = 100, heightOf = function() return 100 end }
    local visible = #tv:indexPathsForVisibleRows()
    assert.are.equal(visible * 100 + (100 - visible) * 44, tv.contentSize.height)
    local before = tv.contentSize.height
    tv.contentOffset = { x = 0, y = 2000 }
    assert.is_true(tv.contentSize.height > before)
  end)

  it("re-sizes visible rows in beginUpdates/endUpdates without dequeuing again (rule 18.8)", function() -- rule 18.8
    local h = 50
    local _, tv, log = feed{ heightOf = function() return h end }
    local cell = tv:cellForRow(IP(0, 0))
    local made = count(log, "cellForRowAt")
    h = 80
    tv:beginUpdates()
    tv:endUpdates()
    assert.are.equal(80, tv:rectForRow(IP(0, 0)).height)
    assert.are.equal(cell, tv:cellForRow(IP(0, 0)))
    assert.are.equal(made, count(log, "cellForRowAt"))
  end)
end)
