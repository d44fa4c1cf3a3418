// Fuzz+ListReachTests: random calls with random arguments thrown at the list names of the
// second reach round — display news (`willDisplay`, `didEndDisplaying`) on both delegates,
// `setHighlighted` and `apply` overrides with `cell.super`, `cell.selectedBackgroundView`,
// `tv:dequeueReusableCell(id)` without an index path, the collection's editing mode, the flow
// layout's header/footer/estimated sizes, `invalidateLayout` and `layoutAttributesForElements`:
// no trap, every error a Lua-style string, the state closes cleanly (ASan in scripts/test).
import Testing
import UISimLua

@Suite("The second list reach under fuzzing")
struct ListReachFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_000

    @Test("Random display, override, editing and layout calls: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        try runFuzz(listReachFuzzSource, name: "listreachfuzz", seed: seed, calls: Self.callsPerSeed)
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised and a few
/// unexpected error messages (empty when there were none).
let listReachFuzzSource = fuzzSource(shapes: listFuzzShapes, body: #"""
local pool, lists = {}, {}
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 150 then table.remove(pool, R(#pool)) end end end

local function boom() error("fuzz boom") end
local function value()
  local k = R(20)
  if k == 1 then return nil
  elseif k == 2 then return R(2) == 1
  elseif k == 3 then return R(-50, 900)
  elseif k == 4 then return pick{ 0 / 0, 1 / 0, -1, 0.5, 1e300 }
  elseif k == 5 then return pick{ "Cell", "Nope", "x", "vertical" }
  elseif k == 6 then return { x = R(-10, 500), y = pick{ R(-10, 2000), 0 / 0, "a" }, width = R(0, 900), height = pick{ R(0, 900), nil } }
  elseif k == 7 then return { width = pick{ R(0, 300), -5, 0 / 0 }, height = R(0, 300) }
  elseif k == 8 then return IP(R(-2, 70), R(-1, 2))
  elseif k == 9 then return boom
  elseif k == 10 then return {}
  else return #pool > 0 and pick(pool) or nil
  end
end

-- Overrides and delegate functions that call super, raise, or call back into the module.
local function meddle(...)
  if R(3) == 1 and #lists > 0 then
    local l = pick(lists)
    pcall(function() return pick{ l.visibleCells, l.reloadData, l.tap }(l, IP(0, 0)) end)
  end
  if R(6) == 1 then error("fuzz boom") end
end
local function override(name)
  local k = R(4)
  if k == 1 then return boom end
  if k == 2 then return nil end
  return function(cell, ...)
    meddle()
    if R(2) == 1 then pcall(cell.super[name], cell.super, ...) end
  end
end
local function cellClass()
  return { setHighlighted = override("setHighlighted"), apply = override("apply"),
           setSelected = override("setSelected") }
end
local function delegate()
  local d = {}
  if R(3) > 1 then function d:willDisplay(view, cell, p) meddle(); self.last = cell end end
  if R(3) > 1 then function d:didEndDisplaying(view, cell, p) meddle(); self.ended = p end end
  return d
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local list = w:TableViewController{ rows = { R(0, 60), R(0, 5) }, rowHeight = 44 }
  list.tableView.delegate = delegate()
  local grid = w:CollectionViewController{ items = { R(0, 60) }, itemSize = { R(20, 200), R(20, 200) } }
  record("registerCell", pcall(grid.collectionView.registerCell, grid.collectionView, "Cell", cellClass()))
  record("registerCell", pcall(list.tableView.registerCell, list.tableView, "Cell", cellClass()))
  grid.collectionView.delegate = delegate()
  local nav = w:NavigationController(list)
  record("show", pcall(w.show, w, nav))
  lists[#lists + 1] = list.tableView
  lists[#lists + 1] = grid.collectionView
  if #lists > 12 then table.remove(lists, 1) end
  add(list.tableView); add(grid.collectionView); add(grid.collectionView.collectionViewLayout)
  local ok, cell = pcall(list.tableView.cellForRow, list.tableView, IP(0, 0))
  if ok then add(cell) end
end
scene()

local names = {
  "willDisplay", "didEndDisplaying", "setHighlighted", "apply", "super", "selectedBackgroundView",
  "dequeueReusableCell", "isEditing", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
  "headerReferenceSize", "footerReferenceSize", "estimatedItemSize", "invalidateLayout",
  "layoutAttributesForElements", "layoutAttributesForItem", "collectionViewLayout", "contentOffset",
  "cellForRow", "cellForItem", "visibleCells", "reloadData", "deleteRows", "deleteItems", "tap",
  "touchDown", "touchUp", "delegate", "bogus",
}

for i = 1, CALLS do
  local k = R(100)
  if k <= 3 or #pool == 0 then
    scene()
  elseif k <= 10 then
    local l = pick(lists)
    record("set delegate", pcall(function() l.delegate = R(5) == 1 and value() or delegate() end))
  elseif k <= 20 then
    local l = pick(lists)
    record("scroll", pcall(function() l.contentOffset = { x = 0, y = R(0, 3000) } end))
  elseif k <= 35 then
    local o, name, v = pick(pool), pick(names), value()
    if name == "setHighlighted" or name == "apply" then v = R(2) == 1 and override(name) or v end
    record("set " .. name, pcall(function() o[name] = v end))
  elseif k <= 55 then
    readField(pick(pool), pick(names), add)
  else
    callField(pick(pool), pick(names), value, add)
  end
end
return CALLS, errors, table.concat(unexpected, "\n")
"""#)
