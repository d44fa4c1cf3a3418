// Fuzz+ScrollingTests: random finger scrolls thrown at tables and collection views — drags,
// releases, flings, taps on moving lists, the clock, the scroll flags, and delegates whose scroll
// functions raise, write bad targets or try to scroll again from inside a callback: no trap,
// every error a Lua-style string, the offset always finite, and every list at rest inside its
// content once the world settles (rules 12.1–12.9).
import Testing
import UISimLua

@Suite("Scrolling with a finger under fuzzing")
struct ScrollingFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 800

    @Test("Random drags, releases, flings and taps: no trap, Lua-style errors, lists at rest inside their content", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(scrollingFuzzSource, name: "scrollingfuzz", seed: seed, calls: Self.callsPerSeed)
        #expect(counts.first == 0, "seed \(seed): an offset was not finite")
        #expect(counts.dropFirst().first == 0, "seed \(seed): a list came to rest outside its content")
        #expect((counts.dropFirst(2).first ?? 0) > 0, "seed \(seed): no deceleration ever ran")
    }
}

/// The fuzz (after FuzzHarness's prelude); returns the calls made, the errors raised, the
/// unexpected error messages, the non-finite offsets, the lists at rest outside their content,
/// and how many decelerations were seen.
let scrollingFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^tv%.delegate%.", "^cv%.delegate%.",
  "^the world is still busy after ",
], body: #"""
local lists = {}
local nonFinite, outside, decelerations = 0, 0, 0
local function boom() error("fuzz boom") end

local function number()
  return pick{ 0, -300, 300, -2500, 2500, 40, -40, 1e6, -1e6, 0 / 0, 1 / 0, -1 / 0, 0.5 }
end

local function velocity()
  local k = R(5)
  if k == 1 then return nil elseif k == 2 then return { x = number(), y = number() }
  elseif k == 3 then return pick{ "fast", {}, { x = 1 }, true } end
  return number()
end

local function delegate(world)
  local d = {}
  if R(2) == 1 then function d:scrollViewDidScroll(v)
    if R(30) == 1 then boom() end
    if R(40) == 1 then pcall(v.drag, v, { dy = -10 }) end
    if R(40) == 1 then pcall(world.advance, world, 0.1) end
  end end
  if R(2) == 1 then function d:scrollViewWillEndDragging(_, _, target)
    local k = R(6)
    if k == 1 then target.y = pick{ 0 / 0, "x", -500, 1e9, 120 } elseif k == 2 then target.z = 1
    elseif k == 3 then boom() elseif k == 4 then target.x = 1 / 0 end
  end end
  if R(2) == 1 then function d:scrollViewDidEndDecelerating(v) if R(4) == 1 then pcall(v.fling, v, { velocity = -100 }) end end end
  if R(3) == 1 then d.scrollViewWillBeginDragging = boom end
  if R(3) == 1 then function d:didSelectRowAt() end end
  return d
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local t = w:TableViewController{ rows = { R(0, 60), R(0, 5) }, rowHeight = pick{ 44, 10, 300 } }
  local g = w:CollectionViewController{ items = { R(0, 80) }, itemSize = { pick{ 50, 120, 400 }, 50 } }
  local shown = R(3)
  if shown == 1 then w:show(t) elseif shown == 2 then w:show(g) end
  local tv, cv = t.tableView, g.collectionView
  if R(2) == 1 then tv.delegate = delegate(w) end
  if R(2) == 1 then cv.delegate = delegate(w) end
  lists[#lists + 1] = { world = w, view = tv }
  lists[#lists + 1] = { world = w, view = cv }
  while #lists > 8 do table.remove(lists, 1) end
end
scene()

local flags = { "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled", "decelerationRate",
                "contentOffset", "contentInset", "bogus" }

local function finite(v)
  local o = v.contentOffset
  if not (o.x == o.x and o.y == o.y and o.x < 1 / 0 and o.x > -1 / 0 and o.y < 1 / 0 and o.y > -1 / 0) then
    nonFinite = nonFinite + 1
  end
end

-- At rest (no finger, no deceleration) a list's offset is inside its content, as far as a
-- finger left it; programmatic offsets are not checked (they are not clamped, as in UIKit).
local function atRestInside(v, fingerOnly)
  if not fingerOnly or v.isDragging or v.isDecelerating then return end
  local o, size, inset = v.contentOffset, v.contentSize, v.contentInset
  local h = 844                                   -- the default screen, which the list fills
  local maxY = math.max(-inset.top, size.height + inset.bottom - h)
  if o.y < -inset.top - 0.5 or o.y > maxY + 0.5 then
    outside = outside + 1
    if #unexpected < 5 then unexpected[#unexpected + 1] = ("at rest outside: y=%s in [%s, %s]"):format(o.y, -inset.top, maxY) end
  end
end

for i = 1, CALLS do
  local l = pick(lists)
  local v, w = l.view, l.world
  local k = R(100)
  if k <= 3 then scene()
  elseif k <= 25 then
    local opts = R(6) == 1 and { dy = number(), durations = 1 }
      or { dx = R(4) == 1 and number() or nil, dy = number(), duration = pick{ 0, 0.05, 0.2, -1, 0 / 0, nil } }
    record("drag", pcall(v.drag, v, opts))
  elseif k <= 40 then
    record("release", pcall(v.release, v, R(5) == 1 and nil or { velocity = velocity() }))
  elseif k <= 52 then
    record("fling", pcall(v.fling, v, { velocity = velocity() }))
  elseif k <= 62 then
    record("tap", pcall(v.tap, v, IP(R(0, 10), R(0, 1))))
  elseif k <= 72 then
    record("advance", pcall(w.advance, w, pick{ 0, 1 / 60, 0.1, 0.5 }))
  elseif k <= 78 then
    record("settle", pcall(w.settle, w, 30))
  elseif k <= 92 then
    local name = pick(flags)
    local value = pick{ true, false, "fast", "normal", 0.9, 2, 0 / 0, { x = 0, y = R(-100, 900) },
                        { top = R(0, 50), left = 0, bottom = R(0, 50), right = 0 }, "x" }
    record("set " .. name, pcall(function() v[name] = value end))
  else
    record("delegate", pcall(function() v.delegate = R(5) == 1 and 7 or delegate(w) end))
  end
  if v.isDecelerating then decelerations = decelerations + 1 end
  record("read", pcall(finite, v))
  l.fingerOnly = l.fingerOnly ~= false and not (k > 78 and k <= 92)
end
for _, l in ipairs(lists) do
  local v = l.view
  if v.isDragging then record("release", pcall(v.release, v, { velocity = 0 })) end
  record("settle", pcall(l.world.settle, l.world, 30))
  finite(v)
  atRestInside(v, l.fingerOnly)
end
return CALLS, errors, table.concat(unexpected, "\n"), nonFinite, outside, decelerations
"""#)
