// Fuzz+DiffableTests: random snapshot edits and applies thrown at ui.Snapshot and
// ui.DiffableDataSource on tables and collection views, on random eras (12 ... 17): identifiers
// with duplicates, holes, NaN, nil, tables and number twins; taps, clock moves, applies during an
// animation, detach and re-attach, cell providers that raise or answer nil. No trap, every error
// a Lua-style string, never "Invalid update: invalid number" (a diff bug), and after every apply
// the list agrees with the data source (rules 16.5, 16.7-16.11).
import Testing
import UISimLua

@Suite("Diffable data sources under fuzzing")
struct DiffableFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_000

    @Test("Random snapshot edits and applies: no trap, Lua-style errors, lists agree with their data sources", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(diffableFuzzSource, name: "diffablefuzz", seed: seed, calls: Self.callsPerSeed)
        #expect(counts.first == 0, "seed \(seed): a list disagreed with its diffable data source after an apply")
        #expect(counts.count > 1 && counts[1] > 50, "seed \(seed): too few successful applies to mean anything")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, the
/// unexpected error messages, the disagreements and the successful applies.
let diffableFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^Fatal: supplied", "^Diffable data source detected",
  "^There are currently no sections", "^Invalid parameter not satisfying", "^Attempted to reload",
  "^Attempted to reconfigure", "^Attempted to dequeue", "^Invalid update: destination",
  "^Section identifier was not found", "needs iOS 1[35] or later", "fuzz boom",
  "^DiffableDataSource%.cellProvider", "^bad value for", "^this DiffableDataSource's list",
], body: #"""
local disagreements, applies = 0, 0
local objects = { {}, {}, function() end }
local pool = { "a", "b", "c", "d", "e", "f", "x y", 1, 2, 1.0, "1", true, false, objects[1], objects[2], objects[3] }
local function boom() error("fuzz boom") end
local function id()
  local k = R(40)
  if k == 1 then return nil elseif k == 2 then return 0 / 0 end
  return pick(pool)
end
local function ids()
  local t = {}
  for n = 1, R(0, 5) do t[n] = id() end
  if R(6) == 1 then t[R(1, 6)] = pick(pool) end   -- a hole
  return t
end

local lists, snaps = {}, {}
-- views whose provider failed since their last full reload: some cells may be plain ones
local failedViews = setmetatable({}, { __mode = "k" })
local configured = setmetatable({}, { __mode = "k" })

local function provider(list, ip, ident)
  local k = R(150)
  if k == 1 then failedViews[list] = true; error("fuzz boom") end
  if k == 2 then failedViews[list] = true; return nil end
  local cell = list:dequeueReusableCell("Cell", ip)
  configured[cell] = ident
  return cell
end

local function scene()
  local ios = pick{ 12, 13, 14, 15, 17 }
  local w = ui.World{ ios = ios }
  local tvc = w:TableViewController{ rows = { R(0, 3) }, rowHeight = 44 }
  local cvc = w:CollectionViewController{ items = { R(0, 3) }, itemSize = { 100, 100 } }
  local nav = w:NavigationController(tvc)
  record("show", pcall(w.show, w, nav))
  for _, l in ipairs{ { view = tvc.tableView, table = true }, { view = cvc.collectionView } } do
    l.world, l.ios = w, ios
    local ok, ds = pcall(ui.DiffableDataSource, l.view, provider)
    record("DiffableDataSource", ok, ds)
    if ok then l.ds = ds end
    lists[#lists + 1] = l
  end
  while #lists > 8 do table.remove(lists, 1) end
end
scene()
snaps[1] = ui.Snapshot()

local function placed(before, after)
  local k = R(8)
  if k == 1 then return { [before] = id(), [after] = id() } end
  if k == 2 then return { [before:lower()] = id() } end
  if k == 3 then return id() end
  return { [R(2) == 1 and before or after] = id() }
end

local edits = {
  function(s) s:appendSections(ids()) end,
  function(s) s:insertSections(ids(), placed("beforeSection", "afterSection")) end,
  function(s) s:moveSection(id(), placed("beforeSection", "afterSection")) end,
  function(s) s:deleteSections(ids()) end,
  function(s) s:reloadSections(ids()) end,
  function(s) if R(3) == 1 then s:appendItems(ids(), id()) else s:appendItems(ids()) end end,
  function(s) s:appendItems(ids()) end,
  function(s) s:insertItems(ids(), placed("beforeItem", "afterItem")) end,
  function(s) s:moveItem(id(), placed("beforeItem", "afterItem")) end,
  function(s) s:deleteItems(ids()) end,
  function(s) if R(10) == 1 then s:deleteAllItems() end end,
  function(s) s:reloadItems(ids()) end,
  function(s) s:reconfigureItems(ids()) end,
  function(s) return s:indexOfItem(id()), s:indexOfSection(id()), s:numberOfItemsInSection(id()) end,
  function(s) return s:itemIdentifiersInSection(id()), s:sectionIdentifierForSectionContainingItem(id()) end,
}

local function selectedPaths(l)
  local r
  if l.table then r = l.view:indexPathsForSelectedRows() else r = l.view:indexPathsForSelectedItems() end
  return r or {}
end
local function rows(l, s) return l.table and l.view:numberOfRowsInSection(s) or l.view:numberOfItemsInSection(s) end
local function cellAt(l, ip)
  if l.table then return l.view:cellForRow(ip) end
  return l.view:cellForItem(ip)
end

local function disagree(what)
  disagreements = disagreements + 1
  if #unexpected < 8 then unexpected[#unexpected + 1] = what end
end

-- After a successful apply of `s` to an attached data source: counts, cells, paths, selection.
local function check(l, s, before, reloaded)
  local ds, v = l.ds, l.view
  if ds:snapshot() ~= s then disagree("ds:snapshot() ~= applied snapshot") end
  if v:numberOfSections() ~= s.numberOfSections then disagree("section count") return end
  for n, sec in ipairs(s.sectionIdentifiers) do
    if rows(l, n - 1) ~= s:numberOfItemsInSection(sec) then disagree("row count in section " .. (n - 1)) end
  end
  for _, ip in ipairs(selectedPaths(l)) do
    local it = ds:itemIdentifier(ip)
    if it == nil or not before[it] then disagree("selected something new at " .. tostring(ip)) end
    if reloaded and l.table then disagree("a reloading apply kept a table selection") end
  end
  for n, sec in ipairs(s.sectionIdentifiers) do
    for r = 0, math.min(rows(l, n - 1), 12) - 1 do
      local ip = IP(r, n - 1)
      local it = ds:itemIdentifier(ip)
      if ds:indexPath(it) ~= ip then disagree("indexPath(itemIdentifier(ip)) ~= ip") end
      local cell = cellAt(l, ip)
      if cell and not failedViews[v] and configured[cell] ~= it then disagree("cell configured for another item") end
    end
  end
end

local function apply(l)
  local s = pick(snaps)
  local animated = pick{ true, false, nil, "x" }
  local before = {}
  for _, ip in ipairs(selectedPaths(l)) do local it = l.ds:itemIdentifier(ip); if it ~= nil then before[it] = true end end
  local k, ok, err = R(6)
  local reloads = k == 1 or (animated == false and l.ios <= 14)
  if reloads then failedViews[l.view] = nil end
  if k == 1 then
    ok, err = pcall(l.ds.applySnapshotUsingReloadData, l.ds, s, R(2) == 1 and boom or nil)
  elseif k == 2 then
    ok, err = pcall(l.world.performWithoutAnimation, l.world, function() l.ds:apply(s, true) end)
  else
    ok, err = pcall(l.ds.apply, l.ds, s, animated, pick{ nil, function() end, boom })
  end
  if not ok and type(err) == "string" and err:find("Invalid update: invalid number") then
    disagree("apply made a bad batch: " .. err)
    return
  end
  record("apply", ok, err)
  if ok or (type(err) == "string" and err:find("fuzz boom")) then
    if l.view.dataSource == l.ds then
      applies = applies + 1
      check(l, s, before, reloads)
    end
  end
end

for i = 1, CALLS do
  local k = R(100)
  local l = pick(lists)
  if k <= 3 then
    scene()
  elseif k <= 35 then
    local s = pick(snaps)
    record("edit", pcall(pick(edits), s))
  elseif k <= 40 then
    snaps[#snaps + 1] = R(2) == 1 and ui.Snapshot() or (l.ds and l.ds:snapshot() or ui.Snapshot())
    if #snaps > 6 then table.remove(snaps, 1) end
  elseif k <= 65 then
    if l.ds then apply(l) end
  elseif k <= 75 then
    local ip = IP(R(0, 4), R(0, 2))
    record("tap", pcall(l.view.tap, l.view, ip))
  elseif k <= 82 then
    record("advance", pcall(l.world.advance, l.world, pick{ 0, 1 / 60, 0.1, 0.3, 1 }))
  elseif k <= 85 then
    if R(2) == 1 then
      record("detach", pcall(function() l.view.dataSource = nil end))
    else
      local ok, ds = pcall(ui.DiffableDataSource, l.view, provider)
      record("attach", ok, ds)
      if ok then l.ds = ds end
    end
  elseif k <= 90 then
    if l.table then
      record("reconfigureRows", pcall(l.view.reconfigureRows, l.view, { IP(R(0, 3), R(0, 1)), id() }))
    else
      record("reconfigureItems", pcall(l.view.reconfigureItems, l.view, { IP(R(0, 3), R(0, 1)) }))
    end
  elseif l.ds then
    local ds = l.ds
    local q = R(5)
    if q == 1 then record("itemIdentifier", pcall(ds.itemIdentifier, ds, pick{ IP(R(0, 4), R(0, 2)), id() }))
    elseif q == 2 then record("indexPath", pcall(ds.indexPath, ds, id()))
    elseif q == 3 then record("sectionIdentifier", pcall(ds.sectionIdentifier, ds, pick{ R(-1, 3), "x", 0.5 }))
    elseif q == 4 then record("defaultRowAnimation", pcall(function() ds.defaultRowAnimation = pick{ "fade", "none", "x", 3 } end))
    else record("tostring", pcall(tostring, ds)) end
  end
end
return CALLS, errors, table.concat(unexpected, "\n"), disagreements, applies
"""#)
