// FuzzTests: thousands of random calls with random arguments thrown at the `ui` module
// (issue 5, point 3): no crash, no Swift trap (which would kill this process), every error a
// Lua-style string, and the state closes cleanly (run under --sanitize=address by scripts/test).
import LuaKit
import Testing
import UISimLua

@Suite("The ui module under fuzzing")
struct FuzzTests {
    /// Fixed seeds, so a failure reproduces; each runs `callsPerSeed` random calls.
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13, 21, 34]
    static let callsPerSeed = 1_500

    @Test("Random calls with random arguments: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        var lua: LuaState? = try LuaState()
        try UISimLua.install(into: lua!)
        try lua!.run("ui = require 'ui'; SEED = \(seed); CALLS = \(Self.callsPerSeed)")
        let r = try lua!.run(fuzzSource, name: "=fuzz")
        #expect(r.count == 3)
        let calls = r.first?.integer ?? -1
        let errors = r.dropFirst().first?.integer ?? -1
        let unexpected = r.dropFirst(2).first?.string ?? "?"
        #expect(calls == Int64(Self.callsPerSeed), "seed \(seed): the run did not complete")
        #expect(errors > 0, "seed \(seed): the fuzz hit no errors at all")
        #expect(unexpected.isEmpty, "seed \(seed): unexpected error shapes:\n\(unexpected)")
        print("fuzz seed \(seed): \(calls) calls, \(errors) errors")
        // Closing the state finalizes every object the run made (ASan checks the rest).
        lua!.collectGarbage()
        lua = nil
    }
}

extension FuzzTests {
    @Test("Lua data sources, delegates and completions calling back into the module: no trap", arguments: [1, 2, 3, 4])
    func reentrantCallbacks(seed: Int) throws {
        var lua: LuaState? = try LuaState()
        try UISimLua.install(into: lua!)
        try lua!.run("ui = require 'ui'; SEED = \(seed)")
        let r = try lua!.run(reentrySource, name: "=reentry")
        let steps = r.first?.integer ?? -1, refused = r.dropFirst().first?.integer ?? -1
        let unexpected = r.dropFirst(2).first?.string ?? "?"
        #expect(steps == 25 * 100, "seed \(seed): the run did not complete")
        #expect(refused > 0, "seed \(seed): no re-entrant call was refused")
        #expect(unexpected.isEmpty, "seed \(seed): unexpected errors:\n\(unexpected)")
        print("re-entry seed \(seed): \(steps) steps, \(refused) refusals")
        lua!.collectGarbage()
        lua = nil
    }
}

/// Scenes of one table and one collection whose Lua data sources, delegates and completions
/// call back into the module at random (the calls UISim is not re-entrant for must be refused
/// in Lua's words, never trap). Returns the steps run, the refusals seen and unexpected errors.
let reentrySource = #"""
local IP = ui.IndexPath
local steps, refused, unexpected = 0, 0, {}
local shapes = { "^attempt to", "^Invalid update", "^bad argument", "^tv%.", "^cv%.", "^the world is still busy" }
local function note(ok, err)
  if ok then return end
  local m = tostring(err):gsub("^[^\n:]*:%d+: ", "")
  if m:find("^attempt to use '[%w]+' inside") then refused = refused + 1 end
  for _, p in ipairs(shapes) do if m:find(p) then return end end
  if #unexpected < 8 then unexpected[#unexpected + 1] = m:sub(1, 300) end
end
for scene = 1, 25 do
  math.randomseed(SEED * 1000 + scene)
  local R = math.random
  local world = ui.World{ ios = R(9, 18) }
  local list = world:TableViewController{ rows = { 10, 3 }, rowHeight = 44 }
  local grid = world:CollectionViewController{ items = { 20, 3 }, itemSize = { 100, 100 } }
  local nav = world:NavigationController(list)
  world:show(nav)
  local tv, cv = list.tableView, grid.collectionView
  local depth = 0
  local poke
  local pokes = {
    function() return pcall(tv.reloadData, tv) end,
    function() return pcall(tv.insertRows, tv, { IP(0, 0) }, "fade") end,
    function() return pcall(world.advance, world, 0.1) end,
    function() return pcall(cv.reloadData, cv) end,
    function() return pcall(cv.deleteItems, cv, { IP(0, 0) }) end,
    function() return pcall(tv.cellForRow, tv, IP(R(0, 5), 0)) end,
    function() return pcall(cv.cellForItem, cv, IP(R(0, 5), 0)) end,
    function() return pcall(function() tv.dataSource = nil end) end,
    function() return pcall(function() cv.dataSource = nil end) end,
    function() return pcall(tv.tap, tv, IP(R(0, 3), 0)) end,
    function() return pcall(cv.tap, cv, IP(R(0, 3), 0)) end,
    function() return pcall(cv.performBatchUpdates, cv, function() note(pcall(cv.insertItems, cv, { IP(0, 0) })) end) end,
    function() return pcall(cv.moveItem, cv, IP(R(0, 3), R(0, 1)), IP(R(0, 3), R(0, 1))) end,
    function() return pcall(tv.deleteSections, tv, { R(0, 2) }, "fade") end,
    function() return pcall(cv.insertSections, cv, { R(0, 2) }) end,
    function() return pcall(world.settle, world, 0.5) end,
    function() return pcall(tv.selectRow, tv, IP(R(0, 3), 0), true, "middle") end,
    function() return pcall(function() tv.delegate = nil; cv.delegate = nil end) end,
    function() return pcall(tv.performBatchUpdates, tv, function() note(pcall(tv.deleteRows, tv, { IP(0, 0) }, "fade")) end,
      function() poke() end) end,
    function() return pcall(cv.touchDown, cv, IP(R(0, 3), 0)) end,
    function() return pcall(nav.pushViewController, nav, world:ViewController{}, true) end,
    function() return pcall(nav.popViewController, nav, R(2) == 1) end,
  }
  function poke() note(pokes[R(#pokes)]()) end
  -- A callback: sometimes calls back into the module first (at most three deep).
  local function calling(f) return function(...)
    depth = depth + 1
    if depth < 4 and R(3) == 1 then poke() end
    depth = depth - 1
    return f(...)
  end end
  local function dataSource(count)
    return {
      numberOfSections = calling(function() return R(1, 3) end),
      [count] = calling(function() return R(0, 8) end),
      cellForRowAt = calling(function(_, v, p) if R(2) == 1 then return v:dequeueReusableCell("Cell", p) end end),
      cellForItemAt = calling(function(_, v, p) if R(2) == 1 then return v:dequeueReusableCell("Cell", p) end end),
    }
  end
  local function delegate()
    return {
      willSelectRowAt = calling(function(_, _, p) return p end),
      didSelectRowAt = calling(function() end),
      heightForRowAt = calling(function() return 44 end),
      shouldSelectItemAt = calling(function() return true end),
      didSelectItemAt = calling(function() end),
      didHighlightItemAt = calling(function() end),
    }
  end
  for _ = 1, 100 do
    steps = steps + 1
    local k = R(8)
    if k == 1 then note(pcall(function() tv.dataSource = dataSource("numberOfRowsInSection") end))
    elseif k == 2 then note(pcall(function() cv.dataSource = dataSource("numberOfItemsInSection") end))
    elseif k == 3 then note(pcall(function() tv.delegate = delegate() end))
    elseif k == 4 then note(pcall(function() cv.delegate = delegate() end))
    else poke() end
  end
  note(pcall(world.settle, world, 2))
end
return steps, refused, table.concat(unexpected, "\n")
"""#

/// The fuzz, run inside the state with the globals `SEED` and `CALLS`; returns the calls made,
/// the errors raised and a few unexpected error messages (empty when there were none).
let fuzzSource = #"""
math.randomseed(SEED)
local R = math.random
local function pick(t) return t[R(#t)] end

local IP = ui.IndexPath
local pool = {}          -- live objects
local views = {}         -- table and collection views, for data source and delegate assignments
local worlds = {}
local function add(v)
  if type(v) == "userdata" then
    pool[#pool + 1] = v
    if #pool > 200 then table.remove(pool, R(#pool)) end
  end
end

local errors, calls = 0, 0
local unexpected, nUnexpected = {}, 0

-- Lua-style messages: Lua's and LuaKit's words, UISim's and UIKit's texts, or the traceback of
-- a callback of this script that raised.
local shapes = {
  "^bad argument", "^attempt to", "^bad value for field", "^Invalid update", "^Invalid batch",
  "^%-%[UITableView ", "^the world is still busy after ", "fuzz boom",
  "^tv%.dataSource%.", "^tv%.delegate%.", "^cv%.dataSource%.", "^cv%.delegate%.", "^cannot set '",
  "^unable to dequeue a cell", "^could not dequeue a view",
}
local function expected(msg)
  if type(msg) ~= "string" then return false end
  local m = msg:gsub("^[^\n:]*:%d+: ", "")   -- a Lua error's position prefix
  for _, p in ipairs(shapes) do if m:find(p) then return true end end
  return false
end

local function record(what, ok, err)
  if ok then return end
  errors = errors + 1
  if not expected(err) then
    nUnexpected = nUnexpected + 1
    if nUnexpected <= 8 then
      unexpected[#unexpected + 1] = what .. " -> (" .. type(err) .. ") " .. tostring(err):sub(1, 300)
    end
  end
end

local function boom() error("fuzz boom") end
local function boomTable() error({ "fuzz boom table" }) end

local function newWorld()
  local w = ui.World{ ios = R(9, 18) }
  worlds[#worlds + 1] = w
  add(w)
  return w
end

-- An override or block: does nothing, raises, or calls back into the API.
local function callback()
  local k = R(6)
  if k == 1 then return boom end
  if k == 2 then return function(self, a) if self and self.super then self.super:viewWillAppear(a) end end end
  if k == 3 then return function() local w = pick(worlds); pcall(w.advance, w, 0.1) end end
  if k == 4 then return function() local o = pick(pool); pcall(function() return o.title end) end end
  if k == 5 then return function() local w = pick(worlds); w:settle(0.2) end end
  return function() end
end

local value

-- A Lua data source or delegate for tables and collections: every function of both, each
-- answering a random (often wrong) value, raising, dequeuing a cell or calling back into the API.
local adapterNames = {
  "numberOfSections", "numberOfRowsInSection", "numberOfItemsInSection", "cellForRowAt", "cellForItemAt",
  "heightForRowAt", "willSelectRowAt", "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt",
  "shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "shouldHighlightItemAt",
  "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt", "didSelectItemAt",
  "shouldDeselectItemAt", "didDeselectItemAt",
}
local function adapter()
  local t = {}
  for _, name in ipairs(adapterNames) do
    local k = R(10)
    if k == 1 then t[name] = boom
    elseif k == 2 then t[name] = function(_, v, p) return v:dequeueReusableCell(pick{ "Cell", "Nope" }, p) end
    elseif k == 3 then t[name] = function() return value() end
    elseif k == 4 then t[name] = callback()
    elseif k <= 8 then t[name] = function() return pick{ R(0, 6), true, false, IP(R(0, 3), 0), 44 } end
    end
  end
  return t
end

function value()
  local k = R(36)
  if k >= 35 then return adapter() end
  if k == 1 then return nil
  elseif k == 2 then return true
  elseif k == 3 then return false
  elseif k == 4 then return 0
  elseif k == 5 then return R(-3, 12)
  elseif k == 6 then return math.maxinteger
  elseif k == 7 then return math.mininteger
  elseif k == 8 then return 0 / 0
  elseif k == 9 then return 1 / 0
  elseif k == 10 then return -1 / 0
  elseif k == 11 then return R() * 2
  elseif k == 12 then return -0.5
  elseif k == 13 then return 1e300
  elseif k == 14 then return ""
  elseif k == 15 then return pick{ "from", "to", "fade", "none", "top", "middle", "bottom", "automatic", "left", "x" }
  elseif k == 16 then return {}
  elseif k == 17 then return { velocity = pick{ 0, -2000, 2000, 0 / 0, 1 / 0, "fast" } }
  elseif k == 18 then return { IP(R(0, 5), R(0, 2)), IP(R(-2, 12), R(-1, 3)) }
  elseif k == 19 then return { R(0, 5), R(-2, 4), 3.5 }
  elseif k == 20 then return { x = value(), y = R(0, 400) }
  elseif k == 21 then return { rows = { R(0, 8), R(0, 3) }, title = pick{ "T", 1, nil }, rowHeight = pick{ 44, 0, -1, 0 / 0 } }
  elseif k == 22 then return boom
  elseif k == 23 then return boomTable
  elseif k == 24 then return callback()
  elseif k == 25 then return IP(R(-3, 12), R(-2, 3))
  elseif k == 26 then return IP(math.maxinteger, math.mininteger)
  elseif k == 27 then return setmetatable({}, { __index = function() error("fuzz boom index") end })
  elseif k == 28 then return { ios = R(0, 30), fps = pick{ 60, 0, -1, 0 / 0 }, title = "X" }
  elseif k == 29 then return { init = callback(), layoutSubviews = callback(), layoutContentView = pick{ callback(), 3 } }
  elseif k == 30 then return { x = R(-5, 50), y = pick{ 0, 0 / 0, "a" }, width = R(0, 400), height = pick{ 10, 1 / 0, nil } }
  else return #pool > 0 and pick(pool) or nil
  end
end

local names = {
  -- World
  "advance", "settle", "show", "ViewController", "TableViewController", "NavigationController",
  "time", "log", "ios", "isBusy",
  -- controllers and navigation
  "title", "navigationController", "transitionCoordinator", "pushViewController", "popViewController",
  "beginInteractivePop", "topViewController", "viewControllers", "isTransitioning", "super",
  "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
  "tableView", "clearsSelectionOnViewWillAppear", "setRows", "CollectionViewController", "collectionView",
  -- swipe
  "update", "finish", "cancel", "release", "percentComplete", "isInteractive", "isComplete",
  -- coordinator
  "viewControllerForKey", "animateAlongsideTransition", "notifyWhenInteractionChanges", "isAnimated",
  "initiallyInteractive", "isInterruptible", "isCancelled", "transitionDuration", "completionVelocity",
  "completionCurve",
  -- index path
  "row", "section", "item",
  -- table view
  "allowsSelection", "allowsMultipleSelection", "indexPathForSelectedRow", "indexPathsForSelectedRows",
  "selectRow", "deselectRow", "tap", "touchDown", "touchUp", "touchCancel", "cellForRow", "rectForRow",
  "numberOfSections", "numberOfRowsInSection", "reloadData", "beginUpdates", "endUpdates",
  "performBatchUpdates", "insertRows", "deleteRows", "reloadRows", "moveRow", "insertSections",
  "deleteSections", "scrollToRow", "indexPathsForVisibleRows", "contentOffset", "contentSize",
  "dataSource", "delegate", "dequeueReusableCell", "deselectRowWithCoordinator",
  -- collection view
  "indexPathsForSelectedItems", "selectItem", "deselectItem", "cellForItem", "layoutAttributesForItem",
  "numberOfItemsInSection", "insertItems", "deleteItems", "reloadItems", "moveItem",
  -- cell and view
  "isSelected", "isHighlighted", "selectionAlpha", "frame", "contentView", "reuseIdentifier",
  "layoutSubviews", "layoutContentView", "setNeedsLayout", "layoutIfNeeded", "registerCell", "init",
  "View", "bounds", "subviews", "superview", "addSubview", "removeFromSuperview",
  -- bogus
  "bogus", "__index", "__gc", "", "1",
}

-- A few live objects of every kind to start from.
local function seedScene()
  local w = newWorld()
  local list = w:TableViewController{ rows = { R(0, 12), R(0, 4) }, rowHeight = 44, title = "List" }
  local nav = w:NavigationController(list)
  w:show(nav)
  local detail = w:ViewController{ title = "Detail" }
  add(list); add(nav); add(detail); add(list.tableView)
  local grid = w:CollectionViewController{ items = { R(0, 20), R(0, 3) }, itemSize = { 100, 100 } }
  add(grid); add(grid.collectionView)
  views[#views + 1] = list.tableView
  views[#views + 1] = grid.collectionView
  if #views > 40 then table.remove(views, R(#views)) end
  if R(2) == 1 then   -- often refused: not a class
    record("registerCell", pcall(list.tableView.registerCell, list.tableView, "Cell", value()))
  end
  add(w:View{ frame = { x = 0, y = 0, width = R(0, 100), height = 20 } })
  nav:pushViewController(detail, true)
  add(nav.topViewController:transitionCoordinator())
  w:settle(1)
  add(nav:beginInteractivePop())
  local ok, cell = pcall(function()   -- laying the table out may run a class's raising callbacks
    return list.tableView:numberOfRowsInSection(0) > 0 and list.tableView:cellForRow(IP(0, 0))
  end)
  record("cellForRow", ok, cell)
  if ok and cell then add(cell); add(cell.contentView) end
  add(IP(0, 0))
  local other = newWorld()   -- objects from another world
  add(other:ViewController{ title = "Elsewhere" })
  add(other:NavigationController(other:ViewController{}))
end
seedScene()

local function args()
  local a, n = {}, R(0, 4)
  for i = 1, n do a[i] = value() end
  return a, n
end

for i = 1, CALLS do
  calls = i
  local k = R(100)
  if #pool == 0 or k <= 3 then
    seedScene()
  elseif k <= 8 then
    -- move a world's time
    local w = pick(worlds)
    if R(2) == 1 then record("advance", pcall(w.advance, w, R() * 0.5))
    else record("settle", pcall(w.settle, w, pick{ nil, 0, 0.3, 2 })) end
  elseif k <= 16 then
    -- a new object of a random kind
    local w = pick(worlds)
    local kind = pick{ "ViewController", "TableViewController", "NavigationController", "CollectionViewController", "View" }
    local a, n = args()
    local ok, r = pcall(w[kind], w, table.unpack(a, 1, n))
    record("World:" .. kind, ok, r)
    if ok then add(r) end
    if ok and R(2) == 1 then record("show", pcall(w.show, w, r)) end
  elseif k <= 30 then
    -- assign a field, overrides included
    local o, name, v = pick(pool), pick(names), value()
    local r = R(6)
    if r <= 2 then
      name = pick{ "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                   "layoutSubviews", "layoutContentView" }
      v = callback()
    elseif r == 3 then o = pick(views); name = pick{ "dataSource", "delegate" }; v = R(4) == 1 and value() or adapter() end
    record("set " .. tostring(name), pcall(function() o[name] = v end))
  elseif k <= 45 then
    -- read a field
    local o, name = pick(pool), pick(names)
    local ok, r = pcall(function() return o[name] end)
    record("get " .. tostring(name), ok, r)
    if ok then add(r) end
  else
    -- call a method, sometimes with the wrong self
    local o, name = pick(pool), pick(names)
    local ok, f = pcall(function() return o[name] end)
    record("get " .. tostring(name), ok, f)
    if ok and type(f) == "function" then
      local self = R(8) == 1 and value() or o
      local a, n = args()
      local results = table.pack(pcall(f, self, table.unpack(a, 1, n)))
      record("call " .. tostring(name), results[1], results[2])
      if results[1] then for j = 2, results.n do add(results[j]) end end
    elseif ok and f ~= nil then
      record("call non-function " .. tostring(name), pcall(f, o))
    end
  end
end

-- Worlds still usable: every world settles or reports it is busy, in Lua's words.
for _, w in ipairs(worlds) do
  local ok, err = pcall(w.advance, w, 1)
  record("final advance", ok, err)
end
return calls, errors, table.concat(unexpected, "\n")
"""#
