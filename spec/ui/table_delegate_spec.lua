-- tv.delegate: a Lua table with UIKit's delegate method names (rules 1.13, 1.14, 2.14).
local function shown()
  local world = ui.World{}
  local list = world:TableViewController{ rows = { 10, 3 }, rowHeight = 44, title = "List" }
  world:show(list)
  return world, list, list.tableView
end

local function ip(row, section) return ui.IndexPath(row, section or 0) end

describe("tv.delegate", function()
  it("is nil by default and reads back the table assigned", function()
    local _, _, tv = shown()
    assert.is_nil(tv.delegate)
    local d = {}
    tv.delegate = d
    assert.are.equal(d, tv.delegate)
    tv.delegate = nil
    assert.is_nil(tv.delegate)
    assert.has_error(function() tv.delegate = 3 end)
  end)

  it("willSelectRowAt redirects the selection to another row (rule 1.14)", function()
    local _, _, tv = shown()
    local selected
    tv.delegate = {
      willSelectRowAt = function(_, _, p) return ip(p.row + 1, p.section) end,
      didSelectRowAt = function(_, t, p)
        assert.are.equal(tv, t)
        selected = p
      end,
    }
    tv:tap(ip(2))
    assert.are.equal(3, tv:indexPathForSelectedRow().row)
    assert.are.equal(3, selected.row)
  end)

  it("willSelectRowAt returning nil refuses the selection (rule 1.14)", function()
    local _, _, tv = shown()
    local calls = 0
    tv.delegate = {
      willSelectRowAt = function() return nil end,
      didSelectRowAt = function() calls = calls + 1 end,
    }
    tv:tap(ip(2))
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(0, calls)
  end)

  it("deselects the old row before selecting the new one in single mode (rule 1.14)", function()
    local _, _, tv = shown()
    local calls = {}
    local function note(name)
      return function(_, _, p) calls[#calls + 1] = name .. " " .. p.row end
    end
    tv:tap(ip(1))
    tv.delegate = {
      willDeselectRowAt = function(d, t, p) note("willDeselect")(d, t, p); return p end,
      didDeselectRowAt = note("didDeselect"),
      didSelectRowAt = note("didSelect"),
    }
    tv:tap(ip(4))
    assert.are.same({ "willDeselect 1", "didDeselect 1", "didSelect 4" }, calls)
    assert.are.equal(4, tv:indexPathForSelectedRow().row)
  end)

  it("shouldHighlightRowAt false keeps the row from highlighting (rule 1.13)", function()
    local _, _, tv = shown()
    tv.delegate = { shouldHighlightRowAt = function() return false end }
    tv:touchDown(ip(2))
    assert.is_false(tv:cellForRow(ip(2)).isHighlighted)
    tv:touchUp(ip(2))
    assert.are.equal(2, tv:indexPathForSelectedRow().row)
  end)

  it("heightForRowAt sets row heights after reloadData (rule 2.14)", function()
    local _, _, tv = shown()
    assert.are.equal(44, tv:rectForRow(ip(1)).height)
    tv.delegate = { heightForRowAt = function(_, _, p) return p.row == 1 and 80 or 44 end }
    tv:reloadData()
    assert.are.equal(80, tv:rectForRow(ip(1)).height)
    assert.are.equal(44, tv:rectForRow(ip(2)).height)
    assert.are.equal(44 + 80, tv:rectForRow(ip(2)).y)
  end)

  it("refuses ui calls from heightForRowAt, which the table asks while it loads", function()
    local _, _, tv = shown()
    local refused
    tv.delegate = {
      heightForRowAt = function(_, t, p)
        refused = refused or select(2, pcall(t.cellForRow, t, p))
        return 44
      end,
    }
    tv:reloadData()
    assert.are.equal("attempt to use 'cellForRow' inside tv.delegate.heightForRowAt, which UISim calls while it loads the view",
      refused)
    assert.are.equal(44, tv:rectForRow(ip(1)).height)
  end)

  it("raises an error from a delegate function through tv:tap", function()
    local _, _, tv = shown()
    tv.delegate = { didSelectRowAt = function() error("boom in didSelect") end }
    assert.has_error(function() tv:tap(ip(2)) end)
    local ok, err = pcall(tv.tap, tv, ip(3))
    assert.is_false(ok)
    assert.truthy(tostring(err):find("boom in didSelect", 1, true))
  end)

  it("raises a wrong result type as an error with a clear message", function()
    local _, _, tv = shown()
    tv.delegate = { shouldHighlightRowAt = function() return "yes" end }
    local ok, err = pcall(tv.tap, tv, ip(2))
    assert.is_false(ok)
    assert.truthy(tostring(err):find("shouldHighlightRowAt: boolean expected as result, got string", 1, true))
  end)

  it("calls its functions as methods, so a delegate with state counts its calls", function()
    local _, _, tv = shown()
    local delegate = { count = 0 }
    function delegate:didSelectRowAt(t, p)
      assert.are.equal(tv, t)
      self.count = self.count + 1
      self.last = p
    end
    tv.delegate = delegate
    tv:tap(ip(2))
    tv:tap(ip(5))
    assert.are.equal(2, delegate.count)
    assert.are.equal(5, delegate.last.row)
  end)

  it("takes a class instance as delegate and data source (methods found through __index)", function()
    local _, _, tv = shown()
    local Model = {}
    Model.__index = Model
    function Model.new(rows) return setmetatable({ rows = rows, selected = {} }, Model) end
    function Model:numberOfSections() return #self.rows end
    function Model:numberOfRowsInSection(_, section) return self.rows[section + 1] end
    function Model:heightForRowAt(_, p) return p.row == 0 and 60 or 44 end
    function Model:didSelectRowAt(_, p) self.selected[#self.selected + 1] = p.row end
    local model = Model.new({ 3, 7 })
    tv.dataSource = model
    tv.delegate = model
    assert.are.equal(2, tv:numberOfSections())
    assert.are.equal(7, tv:numberOfRowsInSection(1))
    assert.are.equal(60, tv:rectForRow(ip(0)).height)
    tv:tap(ip(1))
    tv:tap(ip(2, 1))
    assert.are.same({ 1, 2 }, model.selected)
  end)
end)
