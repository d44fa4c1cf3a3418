// Fuzz+ListsTests: random calls with random arguments thrown at the list names issue 9 added
// (row heights, editing mode, visible cells, hit tests, insets, the flow layout, scrollToItem,
// selection styles, setSelected/prepareForReuse overrides, collection cell classes, method-style
// delegates): no trap, every error a Lua-style string, the state closes cleanly (ASan in
// scripts/test).
import Testing
import UISimLua

@Suite("The list reach under fuzzing")
struct ListsFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_200

    @Test("Random list calls with random arguments: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        try runFuzz(listsFuzzSource, name: "listsfuzz", seed: seed, calls: Self.callsPerSeed)
    }
}

/// The error shapes a list fuzz expects: Lua's own, UIKit's exceptions and callback errors.
let listFuzzShapes = [
  "^bad argument", "^attempt to", "^bad value for field", "^Invalid update", "^Invalid batch",
  "^%-%[UITableView ", "^the world is still busy after ", "fuzz boom",
  "^tv%.dataSource%.", "^tv%.delegate%.", "^cv%.dataSource%.", "^cv%.delegate%.", "^cannot set '",
  "^unable to dequeue a cell", "^could not dequeue a view",
]

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised and a few
/// unexpected error messages (empty when there were none).
let listsFuzzSource = fuzzSource(shapes: listFuzzShapes, body: #"""
local pool, lists = {}, {}
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 150 then table.remove(pool, R(#pool)) end end end

local function boom() error("fuzz boom") end
local function value()
  local k = R(22)
  if k == 1 then return nil
  elseif k == 2 then return R(2) == 1
  elseif k == 3 then return R(-50, 900)
  elseif k == 4 then return pick{ 0 / 0, 1 / 0, -1, -2, 0.5, 1e300 }
  elseif k == 5 then return pick{ "none", "default", "blue", "gray", "top", "bottom", "centeredVertically", "vertical", "horizontal", "x" }
  elseif k == 6 then return { x = R(-10, 500), y = pick{ R(-10, 2000), 0 / 0, "a" } }
  elseif k == 7 then return { width = pick{ R(0, 300), -5, 0 / 0 }, height = R(0, 300) }
  elseif k == 8 then return { top = R(-20, 50), left = R(0, 50), bottom = pick{ R(0, 50), nil }, right = R(0, 50) }
  elseif k == 9 then return IP(R(-2, 70), R(-1, 2))
  elseif k == 10 then return boom
  elseif k == 11 then return {}
  elseif k == 12 then return setmetatable({}, { __index = function() error("fuzz boom index") end })
  else return #pool > 0 and pick(pool) or nil
  end
end

-- A cell class whose overrides call super, raise, or call back into the module.
local function cellClass()
  local function override(name)
    local k = R(4)
    if k == 1 then return boom end
    if k == 2 then return nil end
    return function(cell, ...)
      if R(3) == 1 and #lists > 0 then local l = pick(lists); pcall(function() return l:visibleCells() end) end
      if R(2) == 1 then pcall(cell.super[name], cell.super, ...) end
    end
  end
  return { init = R(3) == 1 and boom or nil, layoutSubviews = override("layoutSubviews"),
           layoutContentView = override("layoutContentView"), setSelected = override("setSelected"),
           prepareForReuse = override("prepareForReuse") }
end

-- A method-style delegate or data source with state, sometimes a class instance.
local Adapter = {}
Adapter.__index = Adapter
function Adapter:numberOfSections() self.n = (self.n or 0) + 1; return R(0, 2) end
function Adapter:numberOfRowsInSection() return R(0, 40) end
function Adapter:numberOfItemsInSection() return R(0, 40) end
function Adapter:didSelectRowAt(tv, p) self.selected = p; if R(4) == 1 then error("fuzz boom") end end
function Adapter:didSelectItemAt(cv, p) self.selected = p end
function Adapter:heightForRowAt() return pick{ 44, 10, "x" } end
-- Cells from the view the method gets after self (FuzzTests' adapters predate method calls).
function Adapter:cellForRowAt(tv, p) if R(2) == 1 then return tv:dequeueReusableCell(pick{ "Cell", "Nope" }, p) end end
function Adapter:cellForItemAt(cv, p) if R(2) == 1 then return cv:dequeueReusableCell(pick{ "Cell", "Nope" }, p) end end
function Adapter:willSelectRowAt(_, p) return pick{ p, nil, 3 } end
local function adapter() return R(2) == 1 and setmetatable({}, Adapter) or { didSelectRowAt = function(self) self.hit = true end } end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local list = w:TableViewController{ rows = { R(0, 60), R(0, 5) }, rowHeight = 44 }
  if R(2) == 1 then record("registerCell", pcall(list.tableView.registerCell, list.tableView, "Cell", cellClass())) end
  local grid = w:CollectionViewController{ items = { R(0, 60) }, itemSize = { R(20, 200), R(20, 200) } }
  if R(2) == 1 then record("registerCell", pcall(grid.collectionView.registerCell, grid.collectionView, "Cell", cellClass())) end
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
  "rowHeight", "estimatedRowHeight", "contentInset", "contentOffset", "contentSize", "isEditing",
  "setEditing", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
  "visibleCells", "indexPathForCell", "indexPathForRow", "indexPathForItem", "indexPathsForVisibleItems",
  "scrollToItem", "collectionViewLayout", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing",
  "sectionInset", "scrollDirection", "selectionStyle", "setSelected", "prepareForReuse",
  "layoutSubviews", "layoutContentView", "super", "registerCell", "tap", "cellForRow", "cellForItem",
  "delegate", "dataSource", "selectRow", "isSelected", "bogus",
}

for i = 1, CALLS do
  local k = R(100)
  if k <= 3 or #pool == 0 then
    scene()
  elseif k <= 10 then
    local l = pick(lists)
    local name = pick{ "delegate", "dataSource" }
    record("set " .. name, pcall(function() l[name] = R(5) == 1 and value() or adapter() end))
  elseif k <= 35 then
    local o, name, v = pick(pool), pick(names), value()
    if name == "setSelected" or name == "prepareForReuse" or name == "layoutSubviews" then
      v = R(2) == 1 and function(cell, ...) pcall(cell.super[name], cell.super, ...) end or v
    end
    record("set " .. name, pcall(function() o[name] = v end))
  elseif k <= 55 then
    readField(pick(pool), pick(names), add)
  else
    callField(pick(pool), pick(names), value, add)
  end
  if i % 200 == 0 then
    for _, l in ipairs(lists) do record("tap", pcall(l.tap, l, IP(R(0, 5), 0))) end
  end
end
return CALLS, errors, table.concat(unexpected, "\n")
"""#)
