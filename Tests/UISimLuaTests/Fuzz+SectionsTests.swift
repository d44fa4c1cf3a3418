// Fuzz+SectionsTests: random calls with random arguments thrown at the section names of the
// second reach (reloadSections and moveSection on both lists, in and out of batches; section
// header and footer heights and rectangles; the table's header and footer views; the delegate's
// estimated and section heights; indexPathsForRows): no trap, every error a Lua-style string,
// and the built-in models stay in step with the views.
import Testing
import UISimLua

@Suite("The section reach under fuzzing")
struct SectionsFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_000

    @Test("Random section calls with random arguments: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(sectionsFuzzSource, name: "sectionsfuzz", seed: seed, calls: Self.callsPerSeed)
        // after each edit the table's counts were the built-in model's: none disagreed
        #expect(counts.first == 0, "seed \(seed): a view's counts left its model's")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, the
/// unexpected error messages, and how many times a view disagreed with its model.
let sectionsFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "^Invalid update", "^Invalid batch",
  "^the world is still busy after ", "fuzz boom", "^tv%.delegate%.", "^cv%.dataSource%.",
  "^cv%.delegate%.", "^tv%.dataSource%.",
], body: #"""
local pool, tables, grids, views = {}, {}, {}, {}
local disagreements = 0
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 120 then table.remove(pool, R(#pool)) end end end
local function boom() error("fuzz boom") end

local function value()
  local k = R(16)
  if k == 1 then return nil
  elseif k == 2 then return R(2) == 1
  elseif k == 3 then return R(-3, 6)
  elseif k == 4 then return pick{ 0 / 0, 1 / 0, -1, -2, 0.5, 1e300, 2^53 }
  elseif k == 5 then return pick{ "fade", "none", "automatic", "x" }
  elseif k == 6 then return { R(0, 3), R(0, 3) }
  elseif k == 7 then return { x = R(-10, 300), y = R(-100, 2000), width = R(-5, 400), height = pick{ R(0, 900), 0 / 0 } }
  elseif k == 8 then return IP(R(-1, 20), R(-1, 3))
  elseif k == 9 then return boom
  elseif k == 10 then return {}
  elseif k == 11 then return #views > 0 and pick(views) or nil
  else return #pool > 0 and pick(pool) or nil
  end
end

local function delegate()
  local d = {}
  if R(2) == 1 then function d:estimatedHeightForRowAt() return pick{ 44, 0, 100, "x", -1 } end end
  if R(2) == 1 then function d:heightForHeaderInSection(_, s) return pick{ 20, s, 0 / 0, nil, boom } end end
  if R(2) == 1 then function d:heightForFooterInSection(tv) pcall(tv.rectForSection, tv, 0); return R(0, 30) end end
  if R(3) == 1 then d.heightForRowAt = boom end
  return d
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local list = w:TableViewController{ rows = { R(0, 30), R(0, 5), R(0, 9) }, rowHeight = 44 }
  local grid = w:CollectionViewController{ items = { R(0, 30), R(0, 4) }, itemSize = { 50, 50 } }
  local nav = w:NavigationController(list)
  record("show", pcall(w.show, w, nav))
  tables[#tables + 1] = { list = list, view = list.tableView }
  grids[#grids + 1] = grid.collectionView
  views[#views + 1] = w:View{ frame = { x = 0, y = 0, width = 100, height = R(0, 80) } }
  if #tables > 8 then table.remove(tables, 1); table.remove(grids, 1); table.remove(views, 1) end
  -- the delegate field is set only to Lua tables here, never a data source: the model stays in place
  add(list.tableView); add(grid.collectionView)
end
scene()

local names = {
  "reloadSections", "moveSection", "sectionHeaderHeight", "sectionFooterHeight", "rectForSection",
  "rectForHeaderInSection", "rectForFooterInSection", "tableHeaderView", "tableFooterView",
  "indexPathsForRows", "insertSections", "deleteSections", "moveRow", "insertRows", "reloadData",
  "performBatchUpdates", "numberOfSections", "delegate", "bogus",
}

-- Edits of sections with plausible arguments, in and out of batches.
local function sectionEdit(l)
  local anim = pick{ "fade", "none" }
  local isTable = l.rowHeight ~= nil
  local k = R(4)
  if k == 1 then return isTable and l:reloadSections({ R(0, 3) }, anim) or l:reloadSections({ R(0, 2) }) end
  if k == 2 then return l:moveSection(R(0, 3), R(0, 3)) end
  if k == 3 then return isTable and l:insertSections({ R(0, 3) }, anim) or l:insertSections({ R(0, 2) }) end
  return isTable and l:deleteSections({ R(0, 3) }, anim) or l:deleteSections({ R(0, 2) })
end

-- The built-in models follow every section edit, so UIKit's count check ("Invalid update") never
-- fails for them: only its range and conflict checks ("attempt to ...") may. An empty batch
-- raises it only if a view's counts left its model's.
local function agreed(what, ok, err)
  if not ok and type(err) == "string" and err:find("Invalid update") then
    disagreements = disagreements + 1
    if #unexpected < 5 then unexpected[#unexpected + 1] = what .. ": model and view disagree: " .. err end
    return
  end
  record(what, ok, err)
end

local function check(tv) agreed("empty batch", pcall(tv.performBatchUpdates, tv, nil)) end

for i = 1, CALLS do
  local k = R(100)
  if k <= 3 then
    scene()
  elseif k <= 8 then
    local t = pick(tables)
    record("set delegate", pcall(function() t.view.delegate = R(6) == 1 and value() or delegate() end))
  elseif k <= 30 then
    local l = R(2) == 1 and pick(tables).view or pick(grids)
    if R(3) == 1 then
      agreed("batch", pcall(l.performBatchUpdates, l, function()
        for _ = 1, R(1, 3) do agreed("edit", pcall(sectionEdit, l)) end
      end))
    else
      agreed("edit", pcall(sectionEdit, l))
    end
  elseif k <= 50 then
    local o, name, v = pick(pool), pick(names), value()
    record("set " .. name, pcall(function() o[name] = v end))
  elseif k <= 60 then
    local o, name = pick(pool), pick(names)
    local ok, r = pcall(function() return o[name] end)
    record("get " .. name, ok, r)
  else
    local o, name = pick(pool), pick(names)
    local ok, f = pcall(function() return o[name] end)
    record("get " .. name, ok, f)
    if ok and type(f) == "function" then
      local self = R(10) == 1 and value() or o
      local results = table.pack(pcall(f, self, value(), value(), value()))
      record("call " .. name, results[1], results[2])
    end
  end
  if i % 100 == 0 then for _, t in ipairs(tables) do check(t.view) end; for _, g in ipairs(grids) do check(g) end end
end
return CALLS, errors, table.concat(unexpected, "\n"), disagreements
"""#)
