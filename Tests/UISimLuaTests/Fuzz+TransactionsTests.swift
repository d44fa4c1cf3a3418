// Fuzz+TransactionsTests: random calls thrown at the names helper G added — the primary-action
// delegate functions (canPerform/performPrimaryActionForRowAt, …ForItemAt) and the world's
// Core Animation transaction (beginTransaction, setTransactionCompletionBlock,
// commitTransaction) — mixed with taps, height updates and the clock, with callbacks that raise
// and call back into the module: no trap, every error a Lua-style string, the state closes
// cleanly (ASan in scripts/test).
import Testing
import UISimLua

@Suite("Primary actions and transactions under fuzzing")
struct TransactionsFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_000

    @Test("Random primary-action and transaction calls: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(transactionsFuzzSource, name: "transactionsfuzz", seed: seed, calls: Self.callsPerSeed)
        #expect((counts.first ?? 0) > 0, "seed \(seed): no primary action was performed")
        #expect((counts.dropFirst().first ?? 0) > 0, "seed \(seed): no transaction completion ran")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, a few
/// unexpected error messages (empty when there were none), and how many primary actions and
/// transaction completions ran.
let transactionsFuzzSource = fuzzSource(shapes: [
    "^bad argument", "^attempt to", "^bad value for field", "^Invalid update", "^%-%[UITableView ",
    "^the world is still busy after ", "fuzz boom", "^tv%.delegate%.", "^cv%.delegate%.",
    "^cannot use '", "^cannot call '", "^cannot set '", "inside a callback",
], body: #"""
local performed, completed = 0, 0
local worlds, tables, grids, controllers = {}, {}, {}, {}
local function boom() error("fuzz boom") end
local function value()
  local k = R(12)
  if k == 1 then return nil
  elseif k == 2 then return R(2) == 1
  elseif k == 3 then return R(-5, 50)
  elseif k == 4 then return "x"
  elseif k == 5 then return IP(R(-1, 40), R(-1, 1))
  elseif k == 6 then return {}
  elseif k == 7 then return boom
  elseif k == 8 and #worlds > 0 then return pick(worlds)
  else return function() end
  end
end

-- Something a callback does to the module: tap, update heights, a transaction call, the clock.
local function reenter()
  local k = R(6)
  if k == 1 and #tables > 0 then local tv = pick(tables); return pcall(tv.tap, tv, IP(R(0, 12), 0))
  elseif k == 2 and #worlds > 0 then local w = pick(worlds); return pcall(w.beginTransaction, w)
  elseif k == 3 and #worlds > 0 then local w = pick(worlds); return pcall(w.commitTransaction, w)
  elseif k == 4 and #worlds > 0 then local w = pick(worlds); return pcall(w.advance, w, R(0, 3) / 10)
  elseif k == 5 and #tables > 0 then local tv = pick(tables); tv:beginUpdates(); return pcall(tv.endUpdates, tv)
  end
end

-- A completion block: counts, sometimes raises or calls back into the module.
local function completion()
  local k = R(5)
  if k == 1 then return boom end
  if k == 2 then return value() end
  return function() completed = completed + 1; if R(3) == 1 then reenter() end end
end

-- A method-style delegate with primary-action functions that answer right, wrong, or raise.
local function answer(...)
  local k = R(8)
  if k == 1 then error("fuzz boom") end
  if k == 2 then return pick{ 1, "yes", {}, nil } end
  if k == 3 then reenter() end
  return R(4) > 1
end
local function delegate(element)
  local d = { count = 0 }
  if R(4) > 1 then d["canPerformPrimaryActionFor" .. element .. "At"] = function(self, ...) return answer(...) end end
  if R(5) > 1 then
    d["performPrimaryActionFor" .. element .. "At"] = function(self)
      self.count = self.count + 1; performed = performed + 1
      if R(6) == 1 then error("fuzz boom") end
      if R(4) == 1 then reenter() end
    end
  end
  if element == "Row" and R(3) == 1 then d.willSelectRowAt = function(_, _, p) return pick{ p, nil, 3 } end end
  if element == "Item" and R(3) == 1 then d.shouldSelectItemAt = function() return R(2) == 1 end end
  if R(3) == 1 then d.heightForRowAt = function() return pick{ 44, 60, 90 } end end
  return d
end

local function scene()
  local w = ui.World{ ios = R(14, 18) }
  local list = w:TableViewController{ rows = { R(0, 20) }, rowHeight = 44 }
  local grid = w:CollectionViewController{ items = { R(0, 20) }, itemSize = { 100, 100 } }
  local nav = w:NavigationController(list)
  record("show", pcall(w.show, w, nav))
  worlds[#worlds + 1] = w
  tables[#tables + 1] = list.tableView
  grids[#grids + 1] = grid.collectionView
  controllers[#controllers + 1] = grid   -- not shown: only this keeps its items model alive
  if #worlds > 6 then
    table.remove(worlds, 1); table.remove(tables, 1); table.remove(grids, 1); table.remove(controllers, 1)
  end
end
scene()

for i = 1, CALLS do
  local k = R(100)
  if k <= 3 then
    scene()
  elseif k <= 15 then
    local tv, cv = pick(tables), pick(grids)
    record("tv.delegate", pcall(function() tv.delegate = R(8) == 1 and value() or delegate("Row") end))
    record("cv.delegate", pcall(function() cv.delegate = R(8) == 1 and value() or delegate("Item") end))
  elseif k <= 25 then
    local w = pick(worlds)
    record("beginTransaction", pcall(w.beginTransaction, w, value()))
  elseif k <= 40 then
    local w = pick(worlds)
    record("setTransactionCompletionBlock", pcall(w.setTransactionCompletionBlock, R(10) == 1 and value() or w, completion()))
  elseif k <= 50 then
    local w = pick(worlds)
    record("commitTransaction", pcall(w.commitTransaction, w))
  elseif k <= 75 then
    local tv, cv = pick(tables), pick(grids)
    if R(4) == 1 then tv.allowsMultipleSelection = R(2) == 1 end
    if R(6) == 1 then record("setEditing", pcall(tv.setEditing, tv, R(2) == 1, false)) end
    record("tap", pcall(tv.tap, tv, pick{ IP(R(0, 20), 0), value() }))
    record("tap", pcall(cv.tap, cv, pick{ IP(R(0, 20), 0), value() }))
  elseif k <= 85 then
    local tv = pick(tables)
    record("beginUpdates", pcall(tv.beginUpdates, tv))
    record("endUpdates", pcall(tv.endUpdates, tv))
  elseif k <= 95 then
    local w = pick(worlds)
    record("advance", pcall(w.advance, w, pick{ 0, 0.1, 0.29, 0.31, 1, value() }))
  else
    local w = pick(worlds)
    record("settle", pcall(w.settle, w, 5))
  end
end
for _, w in ipairs(worlds) do record("settle", pcall(w.settle, w, 5)) end
return CALLS, errors, table.concat(unexpected, "\n"), performed, completed
"""#)
