// Fuzz+StrictTests: random options tables, random field names and tostring of everything
// (issue 9, points 1 and 5): no trap, every error a Lua-style string, every text deterministic.
import LuaKit
import Testing
import UISimLua

@Suite("Strict options, fields and tostring under fuzzing")
struct FuzzStrictTests {
    @Test("Random option keys and field names: no trap, every error in Lua's words", arguments: [1, 2, 3, 4])
    func strictness(seed: Int) throws {
        var lua: LuaState? = try LuaState()
        try UISimLua.install(into: lua!)
        try lua!.run("ui = require 'ui'; SEED = \(seed)")
        let r = try lua!.run(strictFuzzSource, name: "=strict-fuzz")
        let steps = r.first?.integer ?? -1, errors = r.dropFirst().first?.integer ?? -1
        let unexpected = r.dropFirst(2).first?.string ?? "?"
        #expect(steps == 3000, "seed \(seed): the run did not complete")
        #expect(errors > 0, "seed \(seed): no error at all")
        #expect(unexpected.isEmpty, "seed \(seed): unexpected errors or texts:\n\(unexpected)")
        lua!.collectGarbage()
        lua = nil
    }
}

/// Builds objects of every type, then at random: constructs with an options table of random
/// keys and values, reads and writes random near-miss names, and calls `tostring` twice on
/// random values (the two texts must match and must not show an address).
let strictFuzzSource = #"""
local random = math.random
math.randomseed(SEED)
local steps, errors, unexpected = 0, 0, {}
local shapes = { "^bad argument #%d+ to '[%w.]+' %(", "^attempt to read unknown field '",
  "^attempt to assign to ", "^bad value for field '", "^attempt to call '", "^attempt to use '",
  "^the world is still busy after ", "^Invalid parameter not satisfying: ", "^Invalid update: destination for " }
local function note(ok, err)
  if ok then return end
  errors = errors + 1
  local text = tostring(err):gsub("^[^:]*:%d+: ", "")
  for _, p in ipairs(shapes) do if text:find(p) then return end end
  unexpected[#unexpected + 1] = text
end
local names = { "ios", "iOS", "fps", "width", "height", "title", "tile", "rows", "row", "rowHeight",
  "items", "itemSize", "frame", "Frame", "accessibilityIdentifier", "duration", "durration", "delay",
  "curve", "animations", "completion", "velocity", "isSelected", "isSelcted", "tableView", "collectionView",
  "NavigationControler", "NavigationController", "super", "viewWillAppear", "layoutSubview", 1, true, 2.5,
  "beforeItem", "afterItem", "beforeitem", "beforeSection", "afterSection", "itemIdentifiers", "numberOfItems" }
local values = { 0, 1, -1, 17, 0.5, 1 / 0, "x", true, false, {}, { 1, 2 }, function() end }
local function pick(t) return t[random(#t)] end
local function options()
  local o = {}
  for _ = 1, random(0, 3) do o[pick(names)] = pick(values) end
  return o
end
local world = ui.World{}
local list = world:TableViewController{ rows = { 3 }, title = "List" }
local nav = world:NavigationController(list)
world:show(nav)
local grid = world:CollectionViewController{ items = { 3 } }
local subjects = { world, list, nav, list.tableView, list.tableView:cellForRow(ui.IndexPath(0, 0)), grid,
  grid.collectionView, world:View{}, ui.IndexPath(1, 0), list.super, list.tableView:rectForRow(ui.IndexPath(0, 0)),
  list.tableView:cellForRow(ui.IndexPath(0, 0)).super }
nav:pushViewController(world:ViewController{ title = "Detail" }, false)
local swipe = nav:beginInteractivePop()
subjects[#subjects + 1] = swipe
subjects[#subjects + 1] = nav.topViewController:transitionCoordinator()
-- diffable snapshots (rules 16.3, 16.22): destination tables, fields and tostring
local snapshot = ui.Snapshot()
snapshot:appendSections{ "A", 1 }
snapshot:appendItems({ "x", 1, true }, "A")
subjects[#subjects + 1] = snapshot
local makers = {
  function(o) return ui.World(o) end,
  function(o) return world:ViewController(o) end,
  function(o) return world:TableViewController(o) end,
  function(o) return world:CollectionViewController(o) end,
  function(o) return world:View(o) end,
  function(o) return world:animate(o) end,
  function(o) return snapshot:insertItems({ random(1000) + 0.5 }, o) end,
  function(o) return snapshot:moveItem(pick{ "x", 1, true }, o) end,
  function(o) return snapshot:insertSections({ random(1000) + 0.5 }, o) end,
}
for _ = 1, 3000 do
  steps = steps + 1
  local action = random(4)
  if action == 1 then
    note(pcall(pick(makers), options()))
  elseif action == 2 then
    local s, k = pick(subjects), pick(names)
    note(pcall(function() return s[k] end))
  elseif action == 3 then
    local s, k = pick(subjects), pick(names)
    if type(s) == "userdata" then note(pcall(function() s[k] = pick(values) end)) end
  else
    local s = pick(subjects)
    local a, b = tostring(s), tostring(s)
    if a ~= b or a:find("0x%x+") then unexpected[#unexpected + 1] = "tostring: " .. a end
  end
  if world.isBusy then pcall(world.settle, world, 1) end
end
return steps, errors, table.concat(unexpected, "\n")
"""#
