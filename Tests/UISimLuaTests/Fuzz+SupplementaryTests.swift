// Fuzz+SupplementaryTests: random calls with random arguments on the collection's header and
// footer names (`registerSupplementaryView`, `dequeueReusableSupplementaryView`,
// `supplementaryView`, `visibleSupplementaryViews`, the data source's
// `viewForSupplementaryElementOfKind`, the layout's pinning flags) while the grid scrolls —
// no trap, every error a Lua-style string (rules 17.5, 17.6, 17.9).
import Testing
import UISimLua

@Suite("The ui module's collection headers and footers under fuzzing")
struct FuzzSupplementaryTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_200

    @Test("Random supplementary-view calls while scrolling: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        try runFuzz(supplementaryFuzzSource, name: "fuzz+supplementary", seed: seed, calls: Self.callsPerSeed)
    }
}

/// The fuzz (after FuzzHarness's prelude): grids whose data sources answer headers well, badly
/// (nil, a foreign view, an unregistered identifier, an error), with pinning switched at random,
/// then random calls of the new names and scrolls. Returns the calls made, the errors seen and
/// the unexpected error shapes.
let supplementaryFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^could not dequeue",
  "viewForSupplementaryElementOfKind", "numberOfItemsInSection", "^the world is still busy after ",
], body: #"""
local pool, worlds = {}, {}
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 150 then table.remove(pool, R(#pool)) end end end

local function value()
  local k = R(14)
  if k == 1 then return nil elseif k == 2 then return true elseif k == 3 then return false
  elseif k == 4 then return R(-2, 5) elseif k == 5 then return 0 / 0
  elseif k == 6 then return pick{ "header", "footer", "UICollectionElementKindSectionHeader", "heder", "" }
  elseif k == 7 then return pick{ "H", "F", "Nope" }
  elseif k == 8 then return ui.IndexPath(R(0, 3), R(-1, 4))
  elseif k == 9 then return { x = 0, y = R(-300, 3000) }
  elseif k == 10 then return { width = 0, height = pick{ 0, 30, -1, 1e9 } }
  else return pick(pool) end
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  worlds[#worlds + 1] = w
  local g = w:CollectionViewController{ items = { R(0, 20), R(0, 20), R(0, 20) }, itemSize = { 100, 100 } }
  w:show(g)
  local cv = g.collectionView
  local layout = cv.collectionViewLayout
  layout.headerReferenceSize = { width = 0, height = pick{ 0, 40 } }
  layout.footerReferenceSize = { width = 0, height = pick{ 0, 20 } }
  layout.sectionHeadersPinToVisibleBounds = R(2) == 1
  layout.sectionFootersPinToVisibleBounds = R(2) == 1
  if R(3) > 1 then cv:registerSupplementaryView("header", "H") end
  if R(3) > 1 then cv:registerSupplementaryView("footer", "F") end
  local mode = R(5)
  pcall(function()
    cv.dataSource = {
      numberOfSections = function() return 3 end,
      numberOfItemsInSection = function() return R(0, 20) end,
      viewForSupplementaryElementOfKind = function(_, v, kind, ip)
        if mode == 1 then return nil elseif mode == 2 then error("fuzz boom")
        elseif mode == 3 then return v:dequeueReusableSupplementaryView(kind, "Nope", ip) end
        return v:dequeueReusableSupplementaryView(kind, kind == "header" and "H" or "F", ip)
      end,
    }
  end)
  add(w); add(cv); add(layout)
end

local names = {
  "registerSupplementaryView", "dequeueReusableSupplementaryView", "supplementaryView",
  "visibleSupplementaryViews", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
  "headerReferenceSize", "footerReferenceSize", "contentOffset", "reloadData", "fling", "advance",
  "layoutAttributesForElements",
}

for _ = 1, 4 do scene() end
local calls = fuzzNames(pool, names, value, scene)
for _, w in ipairs(worlds) do pcall(w.settle, w, 5) end
return calls, errors, table.concat(unexpected, "\n")
"""#)
