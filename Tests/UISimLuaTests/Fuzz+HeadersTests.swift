// Fuzz+HeadersTests: random section titles (strings, nil, wrong types, raising functions),
// random section heights and styles, reloads and scrolling thrown at tables: no trap, every
// error a Lua-style string, and no header or footer ever gets a negative or NaN height
// (rules 17.1, 17.3, 17.4).
import Testing
import UISimLua

@Suite("Section titles and table styles under fuzzing")
struct HeadersFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5]
    static let callsPerSeed = 600

    @Test("Random titles, heights and styles: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(headersFuzzSource, name: "headersfuzz", seed: seed, calls: Self.callsPerSeed)
        #expect(counts.first == 0, "seed \(seed): a header or footer had a negative or NaN height")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, the
/// unexpected error messages, and how many header or footer heights were bad.
let headersFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^tv%.dataSource%.",
  "^tv%.delegate%.", "^the world is still busy after ",
], body: #"""
local tables = {}
local bad = 0
local function boom() error("fuzz boom") end
local function title() return pick{ "Fruits", nil, "", 42, {}, boom, "A very long title" } end

local function source()
  local ds, n = {}, R(0, 4)
  function ds:numberOfSections() return n end
  function ds:numberOfRowsInSection(_, s) return (s * 7) % 5 end
  if R(3) > 1 then function ds:titleForHeaderInSection() local t = title(); if t == boom then boom() end; return t end end
  if R(2) == 1 then function ds:titleForFooterInSection(_, s) return s % 2 == 0 and "Footer" or nil end end
  return ds
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local ok, list = pcall(w.TableViewController, w, { rows = { R(0, 9), R(0, 3) }, rowHeight = 44,
    style = pick{ "plain", "grouped", "insetGrouped", "fancy", nil } })
  record("make", ok, list)
  if not ok then return end
  record("show", pcall(w.show, w, list))
  tables[#tables + 1] = list.tableView
  if #tables > 6 then table.remove(tables, 1) end
end
scene()
scene()

local function checkHeights(tv)
  local ok, n = pcall(tv.numberOfSections, tv)
  if not ok then return end
  for s = 0, n - 1 do
    for _, f in ipairs({ tv.rectForHeaderInSection, tv.rectForFooterInSection }) do
      local got, r = pcall(f, tv, s)
      if got and not (r.height >= 0) then bad = bad + 1 end
    end
  end
end

for i = 1, CALLS do
  local k = R(100)
  if k <= 5 or #tables == 0 then
    scene()
  else
    local tv = pick(tables)
    if k <= 25 then
      record("set dataSource", pcall(function() tv.dataSource = R(8) == 1 and nil or source() end))
    elseif k <= 40 then
      local name = pick{ "sectionHeaderHeight", "sectionFooterHeight" }
      record("set " .. name, pcall(function() tv[name] = pick{ -1, 0, 20, -5, 0 / 0, 1 / 0, "x" } end))
    elseif k <= 50 then
      local d = {}
      if R(2) == 1 then function d:heightForHeaderInSection() return pick{ -1, 0, 30, 0 / 0, -7, nil } end end
      record("set delegate", pcall(function() tv.delegate = d end))
    elseif k <= 70 then
      record("reloadData", pcall(tv.reloadData, tv))
    elseif k <= 85 then
      record("scroll", pcall(function() tv.contentOffset = { x = 0, y = R(-50, 600) } end))
    elseif k <= 90 then
      record("set style", pcall(function() tv.style = "plain" end))
    else
      checkHeights(tv)
    end
  end
end
for _, tv in ipairs(tables) do checkHeights(tv) end
return CALLS, errors, table.concat(unexpected, "\n"), bad
"""#)
