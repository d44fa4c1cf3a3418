// Fuzz+HeadersTests: random section titles (strings, nil, wrong types, raising functions),
// random section heights and styles, header and footer views (made ahead, dequeued, wrong,
// raising, from another world), the iOS 15 padding, reloads, offsets, drags and flings thrown
// at tables: no trap, every error a Lua-style string, no header or footer ever gets a negative
// or NaN height, and at most one header floats, never over the next section's header
// (rules 17.1, 17.2, 17.3, 17.4, 17.7, 17.8).
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
        #expect(counts.dropFirst().first == 0, "seed \(seed): two headers floated, or one floated over the next (rule 17.7)")
        #expect((counts.dropFirst(2).first ?? 0) > 0, "seed \(seed): no header view ever floated")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, the
/// unexpected error messages, and how many header or footer heights were bad.
let headersFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^tv%.dataSource%.",
  "^tv%.delegate%.", "^the world is still busy after ", "^'sectionHeaderTopPadding' is available from iOS 15",
], body: #"""
local tables = {}
local views = {}
local worldOf = setmetatable({}, { __mode = "k" })
local bad, overlaps, floated = 0, 0, 0
local function boom() error("fuzz boom") end
local function title() return pick{ "Fruits", nil, "", 42, {}, boom, "A very long title" } end

local function source()
  local ds, n, extra = {}, R(0, 4), R(0, 25)
  function ds:numberOfSections() return n end
  function ds:numberOfRowsInSection(_, s) return (s * 7) % 5 + extra end
  if R(3) > 1 then function ds:titleForHeaderInSection() local t = title(); if t == boom then boom() end; return t end end
  if R(2) == 1 then function ds:titleForFooterInSection(_, s) return s % 2 == 0 and "Footer" or nil end end
  return ds
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local ok, list = pcall(w.TableViewController, w, { rows = { R(0, 30), R(0, 3) }, rowHeight = 44,
    style = pick{ "plain", "grouped", "insetGrouped", "fancy", nil } })
  record("make", ok, list)
  if not ok then return end
  record("show", pcall(w.show, w, list))
  pcall(list.tableView.registerHeaderFooterView, list.tableView, "h")
  views = { w:View{}, w:View{ frame = { x = 0, y = 0, width = 10, height = 10 } } }
  tables[#tables + 1] = list.tableView
  worldOf[list.tableView] = w
  if #tables > 6 then table.remove(tables, 1) end
end
scene()
scene()

local function sectionView(tv, section)
  return pick{ nil, views[1], views[2], 42, "view", boom,
    function() return tv:dequeueReusableHeaderFooterView(pick{ "h", "none" }) end }
end

local function delegate()
  local d = {}
  if R(2) == 1 then function d:heightForHeaderInSection() return pick{ -1, 0, 30, 0 / 0, -7, nil } end end
  if R(2) == 1 then
    function d:viewForHeaderInSection(tv, s)
      local v = sectionView(tv, s)
      if v == boom then boom() end
      if type(v) == "function" then return v() end
      return v
    end
  end
  if R(3) == 1 then function d:viewForFooterInSection() return pick{ nil, views[1] } end end
  if R(2) == 1 then function d:willDisplayHeaderView(_, v) assert(v) end end
  if R(3) == 1 then function d:didEndDisplayingHeaderView() if R(5) == 1 then boom() end end end
  return d
end

-- rule 17.7: at most one header away from its natural place, and its bottom never below the
-- next section's header
local function checkFloating(tv)
  local ok, n = pcall(tv.numberOfSections, tv)
  if not ok then return end
  local count = 0
  for s = 0, n - 1 do
    local got, view = pcall(tv.headerView, tv, s)
    local known, natural = pcall(tv.rectForHeaderInSection, tv, s)
    local after, following = pcall(tv.rectForHeaderInSection, tv, s + 1)
    local whole, section = pcall(tv.rectForSection, tv, s)
    if got and view and known and after and whole then
      local f = view.frame
      if f.y ~= natural.y then
        count = count + 1
        floated = floated + 1
        -- pushed by its section's end, so never over the next section's header
        if f.y + f.height > section.y + section.height + 1e-6 then overlaps = overlaps + 1 end
        if s + 1 < n and f.y + f.height > following.y + 1e-6 then overlaps = overlaps + 1 end
      end
    end
  end
  if count > 1 then overlaps = overlaps + 1 end
end

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
      record("set delegate", pcall(function() tv.delegate = delegate() end))
    elseif k <= 60 then
      record("reloadData", pcall(tv.reloadData, tv))
    elseif k <= 70 then
      record("scroll", pcall(function()
        if R(2) == 1 then
          tv.contentOffset = { x = 0, y = R(-50, 1200) }
        else                                         -- near a section's end, where headers are pushed
          local r = tv:rectForSection(R(0, 3))
          tv.contentOffset = { x = 0, y = r.y + r.height - R(0, 40) }
        end
      end))
      checkFloating(tv)
    elseif k <= 76 then
      record("drag", pcall(tv.drag, tv, { dy = R(-400, 100), duration = pick{ 0, 0.05, 0.2 } }))
      if R(2) == 1 then record("release", pcall(tv.release, tv, { velocity = R(-3000, 1000) })) end
      checkFloating(tv)
    elseif k <= 80 then
      local w = worldOf[tv]
      record("advance", pcall(function()
        for _ = 1, R(1, 20) do w:advance(1 / 60); checkFloating(tv) end
      end))
    elseif k <= 84 then
      record("set padding", pcall(function() tv.sectionHeaderTopPadding = pick{ -1, 0, 10, -5, 0 / 0, "x" } end))
    elseif k <= 87 then
      record("header view", pcall(tv.headerView, tv, R(-1, 4)))
      record("footer view", pcall(tv.footerView, tv, R(-1, 4)))
    elseif k <= 90 then
      record("set style", pcall(function() tv.style = "plain" end))
    else
      checkHeights(tv)
      checkFloating(tv)
    end
  end
end
for _, tv in ipairs(tables) do checkHeights(tv); checkFloating(tv) end
return CALLS, errors, table.concat(unexpected, "\n"), bad, overlaps, floated
"""#)
