// Fuzz+SelfSizingTests: random self-sizing feeds — cells whose sizeThatFits or
// systemLayoutSizeFitting answers random heights or bad results or raises, random estimates and
// eras, the usual height cache — driven by drags, releases, flings, the clock, reloads, batches
// and scrollToRow: no trap, every error a Lua-style string, and a measuring pass never moves the
// visible rows: a fresh drag of d points moves the first visible row exactly d on screen, even
// when rows above it are measured on the way (rules 18.3, 18.5).
import Testing
import UISimLua

@Suite("Self-sizing rows and the offset correction under fuzzing")
struct SelfSizingFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 600

    @Test("Random sizes, estimates, drags, flings and reloads: no trap, the visible rows stay under the finger", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(selfSizingFuzzSource, name: "selfsizingfuzz", seed: seed, calls: Self.callsPerSeed)
        #expect(counts.first == 0, "seed \(seed): a measuring pass moved the visible rows")
        #expect((counts.dropFirst().first ?? 0) > 0, "seed \(seed): the invariant was never checked")
        #expect((counts.dropFirst(2).first ?? 0) > 0, "seed \(seed): no correction ever happened")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, the
/// unexpected error messages, the drags that moved the anchor row wrongly, the drags checked,
/// and the drags during which the offset was corrected.
let selfSizingFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^bad result from '",
  "^tv%.delegate%.", "^tv%.dataSource%.", "^the world is still busy after ", "^%-%[UITableView ",
], body: #"""
local feeds = {}
local moved, checked, corrected = 0, 0, 0
local function boom() error("fuzz boom") end

-- A random answer of a sizing override: mostly a height, sometimes a bad result or an error.
local function sizeAnswer(row, size)
  local k = R(40)
  if k == 1 then return nil elseif k == 2 then return 12 elseif k == 3 then return { width = size.width }
  elseif k == 4 then boom() elseif k == 5 then return { width = 0 / 0, height = 1 / 0 } end
  return { width = size.width, height = pick{ 20, 44, 80, 120, 300, 0, -5, 60 + row % 7 * 10 } }
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local list = w:TableViewController{ rows = { 1 } }
  local tv = list.tableView
  local method = pick{ "sizeThatFits", "systemLayoutSizeFitting" }
  local rowOf = setmetatable({}, { __mode = "k" })
  tv:registerCell("F", { [method] = function(cell, size) return sizeAnswer(rowOf[cell] or 0, size) end })
  local rows = pick{ 0, 3, 40, 300, 2000 }
  tv.dataSource = {
    numberOfRowsInSection = function() return rows end,
    cellForRowAt = function(_, t, p)
      local cell = t:dequeueReusableCell("F", p)
      rowOf[cell] = p.row
      return cell
    end,
  }
  local d, cache = {}, {}
  if R(3) == 1 then
    function d:willDisplay(_, cell, p) cache[p.row] = cell.frame.height end
    function d:estimatedHeightForRowAt(_, p) return cache[p.row] or ui.automaticDimension end
  elseif R(3) == 1 then
    function d:estimatedHeightForRowAt() return pick{ 44, 10, 200, ui.automaticDimension } end
  end
  if R(4) == 1 then function d:heightForRowAt(_, p) return p.row % 5 == 0 and 50 or ui.automaticDimension end end
  tv.delegate = d
  if R(4) == 1 then tv.estimatedRowHeight = pick{ 0, 44, 10, 150, -1 } end
  record("show", pcall(w.show, w, list))
  feeds[#feeds + 1] = { world = w, tv = tv, feed = list }
  while #feeds > 6 do table.remove(feeds, 1) end
end
scene()

local function range(tv)
  local size, inset = tv.contentSize, tv.contentInset
  return -inset.top, math.max(-inset.top, size.height + inset.bottom - 844)
end

-- A fresh drag of dy (|dy| <= 300) with the offset inside the content before and after: the
-- first visible row moves exactly dy on screen, whatever was measured (rule 18.5).
local function checkedDrag(tv)
  -- a query lays the table out first, which may raise a sizing callback's error: read again
  local ok, rows = pcall(tv.indexPathsForVisibleRows, tv)
  record("visible rows", ok, rows)
  if not ok then rows = tv:indexPathsForVisibleRows() end
  if tv.isDragging or not rows or #rows == 0 then return end
  local dy = pick{ 300, 150, 40, -40, -150, -300 }
  local lo, hi = range(tv)
  local y0 = tv.contentOffset.y
  if y0 - dy < lo or y0 - dy > hi then return end
  local anchor = rows[1]
  local before = tv:rectForRow(anchor).y - y0
  local ok, err = pcall(tv.drag, tv, { dy = dy, duration = 0 })
  record("checked drag", ok, err)
  if not ok and not tostring(err):find("bad result from '") and not tostring(err):find("fuzz boom") then return end
  lo, hi = range(tv)
  local y1 = tv.contentOffset.y
  if y1 < lo or y1 > hi then return end
  checked = checked + 1
  if tv.contentOffset.y ~= y0 - dy then corrected = corrected + 1 end
  local after = tv:rectForRow(anchor).y - y1
  if math.abs(after - (before + dy)) > 0.01 then
    moved = moved + 1
    if #unexpected < 5 then
      unexpected[#unexpected + 1] = ("row %s moved from %s to %s on a drag of %s"):format(anchor, before, after, dy)
    end
  end
end

for _ = 1, CALLS do
  local f = pick(feeds)
  local tv, w = f.tv, f.world
  local k = R(100)
  if k <= 3 then scene()
  elseif k <= 30 then checkedDrag(tv)
  elseif k <= 40 then record("drag", pcall(tv.drag, tv, { dy = pick{ 2000, -2000, 500, -500, 0 / 0 }, duration = pick{ 0, 0.2 } }))
  elseif k <= 52 then record("release", pcall(tv.release, tv, { velocity = pick{ 0, 2500, -2500, 800 } }))
  elseif k <= 60 then record("fling", pcall(tv.fling, tv, { velocity = pick{ 2500, -2500, 6000, -6000 } }))
  elseif k <= 72 then record("advance", pcall(w.advance, w, pick{ 1 / 60, 0.1, 0.5 }))
  elseif k <= 76 then record("settle", pcall(w.settle, w, 30))
  elseif k <= 84 then record("reloadData", pcall(tv.reloadData, tv))
  elseif k <= 90 then record("batch", pcall(function() tv:beginUpdates(); tv:endUpdates() end))
  elseif k <= 96 then record("scrollToRow", pcall(tv.scrollToRow, tv, IP(R(0, 2000), 0), pick{ "top", "middle", "bottom", "none" }, false))
  else record("estimate", pcall(function() tv.estimatedRowHeight = pick{ 0, 44, -1, -7, 0 / 0 } end)) end
end
for _, f in ipairs(feeds) do
  if f.tv.isDragging then record("release", pcall(f.tv.release, f.tv, { velocity = 0 })) end
  record("settle", pcall(f.world.settle, f.world, 30))
end
return CALLS, errors, table.concat(unexpected, "\n"), moved, checked, corrected
"""#)
