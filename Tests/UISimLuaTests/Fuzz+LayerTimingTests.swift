// Fuzz+LayerTimingTests: random calls with random arguments on the names the second reach round
// added for layers, views, controllers and the property animator (`view.layer`, `speed`,
// `timeOffset`, `beginTime`, `convertTime`, `insertSubview`, `isDescendant`,
// `accessibilityIdentifier`, `loadViewIfNeeded`, `parent`, `rootViewController`,
// `continueAnimation`'s curve, `isInterruptible`) — no trap, every error a Lua-style string.
import Testing
import UISimLua

@Suite("The ui module's layer timing, view tree and controller names under fuzzing")
struct FuzzLayerTimingTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_500

    @Test("Random calls on the layer and view-tree names: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        try runFuzz(layerTimingFuzzSource, name: "fuzz+layers", seed: seed, calls: Self.callsPerSeed)
    }
}

/// The fuzz (after FuzzHarness's prelude): builds worlds with views (and their layers) in a tree, animations on them, controllers in a
/// navigation stack and animators, then reads, assigns and calls the new names on random
/// objects with random arguments. Returns the calls made, the errors seen and the unexpected
/// error shapes.
let layerTimingFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "fuzz boom",
  "^the world is still busy after ", "^isInterruptible cannot be set while"
], body: #"""
local pool, worlds = {}, {}
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 150 then table.remove(pool, R(#pool)) end end end
local function boom() error("fuzz boom") end

local function value()
  local k = R(18)
  if k == 1 then return nil elseif k == 2 then return true elseif k == 3 then return false
  elseif k == 4 then return R(-2, 3) elseif k == 5 then return R() elseif k == 6 then return 0 / 0
  elseif k == 7 then return 1 / 0 elseif k == 8 then return -1e300 elseif k == 9 then return "badge"
  elseif k == 10 then return pick{ "linear", "easeIn", "easeOut", "easeInOut", "bounce" }
  elseif k == 11 then return 0.5
  elseif k == 12 then return boom
  elseif k == 13 then return function() local w = pick(worlds); pcall(w.advance, w, 0.05) end
  elseif k == 14 then return pick{ {}, { dampingRatio = pick{ 0.3, 1, 0, "x" } }, { damping = 1 } }
  else return pick(pool) end
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  worlds[#worlds + 1] = w
  add(w)
  local root = w:ViewController{ title = "A" }
  local nav = w:NavigationController(root)
  if R(3) > 1 then w:show(pick{ nav, w:ViewController{} }) end
  local parent = w:View{ frame = { x = 0, y = 0, width = 100, height = 100 } }
  for _ = 1, R(0, 3) do
    local v = w:View{ frame = { x = R(0, 50), y = R(0, 50), width = 40, height = 40 } }
    parent:addSubview(v)
    add(v); add(v.layer)
    w:animate{ duration = pick{ 0.2, 1 }, animations = function() v.alpha = R() end,
      completion = pick{ nil, boom, function() end } }
  end
  add(parent); add(parent.layer); add(root); add(nav); add(root.view)
  add(w:PropertyAnimator{ duration = pick{ 0, 0.3, 1 },
    animations = function() local v = pick(pool); pcall(function() v.alpha = R() end) end })
  add(w:TableViewController{ rows = { 2 } })
end

local names = {
  "layer", "speed", "timeOffset", "beginTime", "localTime", "convertTime",
  "insertSubview", "isDescendant", "accessibilityIdentifier", "addSubview", "subviews", "alpha",
  "presentationAlpha", "loadViewIfNeeded", "parent", "rootViewController", "isViewLoaded",
  "continueAnimation", "isInterruptible", "startAnimation", "pauseAnimation", "stopAnimation",
  "finishAnimation", "state", "advance", "settle",
}

for _ = 1, 4 do scene() end
local calls = fuzzNames(pool, names, value, scene)
for _, w in ipairs(worlds) do pcall(w.settle, w, 5) end
return calls, errors, table.concat(unexpected, "\n")
"""#)
