-- tv.delegate's highlight functions: didHighlightRowAt when the finger goes down, then
-- didUnhighlightRowAt before the selection when it lifts (rules 1.13, 1.14), and on a touch that
-- becomes a scroll (rule 1.15). The index path is the last argument whether the delegate is
-- called as a function (tv, ip) or as a method (self, tv, ip).

local function lastArgument(...) return (select(select("#", ...), ...)) end

local function recordingDelegate(calls)
  local function record(name)
    return function(...)
      local ip = lastArgument(...)
      calls[#calls + 1] = name .. " " .. ip.section .. "," .. ip.row
    end
  end
  return {
    didHighlightRowAt = record("didHighlightRowAt"),
    didUnhighlightRowAt = record("didUnhighlightRowAt"),
    willSelectRowAt = function(...)
      record("willSelectRowAt")(...)
      return lastArgument(...)
    end,
    didSelectRowAt = record("didSelectRowAt"),
  }
end

--- A shown table whose delegate records its calls in the returned array.
local function shown()
  local world = ui.World{}
  local list = world:TableViewController{ rows = { 10 }, rowHeight = 44 }
  world:show(list)
  local calls = {}
  list.tableView.delegate = recordingDelegate(calls)
  return list.tableView, calls
end

describe("tv.delegate highlight functions", function()
  it("didHighlightRowAt runs on touch down, before any selection call (rule 1.13)", function()
    local tv, calls = shown()
    tv:touchDown(ui.IndexPath(2, 0))
    assert.are.same({ "didHighlightRowAt 0,2" }, calls)
    assert.is_true(tv:cellForRow(ui.IndexPath(2, 0)).isHighlighted)
  end)

  it("didUnhighlightRowAt runs on touch up, before willSelectRowAt (rule 1.14 [SIM])", function()
    local tv, calls = shown()
    tv:tap(ui.IndexPath(3, 0))
    assert.are.same({
      "didHighlightRowAt 0,3", "didUnhighlightRowAt 0,3", "willSelectRowAt 0,3", "didSelectRowAt 0,3",
    }, calls)
    assert.is_false(tv:cellForRow(ui.IndexPath(3, 0)).isHighlighted)
  end)

  it("a touch that becomes a scroll unhighlights without selecting (rule 1.15 [SIM]: touchCancel)", function()
    local tv, calls = shown()
    tv:touchDown(ui.IndexPath(1, 0))
    tv:touchCancel(ui.IndexPath(1, 0))
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.is_false(tv:cellForRow(ui.IndexPath(1, 0)).isHighlighted)
    assert.are.same({ "didHighlightRowAt 0,1", "didUnhighlightRowAt 0,1" }, calls)
  end)
end)
