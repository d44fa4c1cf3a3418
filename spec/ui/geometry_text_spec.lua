-- Geometry tables print as text (issue 11, readable values) and stay plain tables: every shape
-- the module returns (rect, size, point, transform, insets) has the shared __tostring, pairs
-- sees only its fields, and it can be changed and passed back in.
local ui = require("ui")

local function list()
  local world = ui.World{}
  local vc = world:TableViewController{ rows = { 3 }, rowHeight = 44 }
  world:show(vc)
  return world, vc.tableView
end

describe("geometry tables", function()
  it("of a transform and of insets print their fields in order", function()
    local world, tv = list()
    local v = world:View{}
    assert.are.equal("{a=1, b=0, c=0, d=1, tx=0, ty=0}", tostring(v.transform))
    v.transform = { a = 2, b = 0, c = 0, d = 0.5, tx = 3, ty = -4 }
    assert.are.equal("{a=2, b=0, c=0, d=0.5, tx=3, ty=-4}", tostring(v.transform))
    assert.are.equal("{top=0, left=0, bottom=0, right=0}", tostring(tv.contentInset))
  end)

  it("are plain tables to pairs: only their fields, no hidden keys", function()
    local _, tv = list()
    local keys = {}
    for k in pairs(tv:rectForRow(ui.IndexPath(1, 0))) do keys[#keys + 1] = k end
    table.sort(keys)
    assert.are.same({ "height", "width", "x", "y" }, keys)
  end)

  it("can be changed and given back, and print the change", function()
    local world, tv = list()
    local v = world:View{}
    local frame = tv:rectForRow(ui.IndexPath(2, 0))
    frame.height = 10
    v.frame = frame
    assert.are.equal("{x=0, y=88, width=390, height=10}", tostring(v.frame))
    local insets = tv.contentInset
    insets.top = 20
    tv.contentInset = insets
    assert.are.equal("{top=20, left=0, bottom=0, right=0}", tostring(tv.contentInset))
  end)
end)
