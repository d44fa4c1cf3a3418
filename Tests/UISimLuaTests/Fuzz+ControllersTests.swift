// Fuzz+ControllersTests: random calls with random arguments on the controller, navigation,
// coordinator, swipe, view and animation names of issue 9 — no trap, every error a Lua-style
// string, and the state closes cleanly (scripts/test runs it under --sanitize=address).
import Testing
import UISimLua

@Suite("The ui module's controller, transition, view and animator names under fuzzing")
struct FuzzControllersTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_500

    @Test("Random calls on the new names: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        try runFuzz(controllersFuzzSource, name: "fuzz+controllers", seed: seed, calls: Self.callsPerSeed)
    }
}

/// Builds worlds with navigation stacks, views, swipes, coordinators and animators, then calls
/// the issue-9 names on random objects with random arguments (and reads and assigns their
/// fields). Returns the calls made, the errors seen and the unexpected error shapes.
let controllersFuzzSource = fuzzSource(shapes: [
    "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^ui%.performWithoutAnimation",
    "^the world is still busy after ", "^animator%.", "^nav%.delegate%.",
], body: #"""
local pool, worlds = {}, {}
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 150 then table.remove(pool, R(#pool)) end end end
local function boom() error("fuzz boom") end

local function value()
  local k = R(24)
  if k == 1 then return nil elseif k == 2 then return true elseif k == 3 then return false
  elseif k == 4 then return R(-2, 3) elseif k == 5 then return R() elseif k == 6 then return 0 / 0
  elseif k == 7 then return 1 / 0 elseif k == 8 then return 400 elseif k == 9 then return "from"
  elseif k == 10 then return pick{ "to", "end", "start", "current", "linear", "easeIn", "x" }
  elseif k == 11 then return { x = R(-50, 50), y = R(-50, 50) }
  elseif k == 12 then return { x = 1, y = 2, width = R(0, 50), height = pick{ 10, 0 / 0, "h" } }
  elseif k == 13 then return { a = R(-2, 2), b = 0, c = 0, d = R(-2, 2), tx = R(-9, 9), ty = pick{ 0, 1 / 0 } }
  elseif k == 14 then return boom
  elseif k == 15 then return function() local o = pick(pool); pcall(function() return o.state end) end
  elseif k == 16 then return function() local w = pick(worlds); pcall(w.advance, w, 0.05) end
  elseif k == 17 then return { willShow = pick{ boom, function() end }, didShow = function(self) self.n = (self.n or 0) + 1 end,
    animationControllerFor = pick{ nil, boom, function() return pick{ nil, 5, {}, { transitionDuration = function() return pick{ 0, 0.2, -1, 0 / 0, "x" } end,
      animationEnded = pick{ boom, function() local w = pick(worlds); pcall(w.advance, w, 0.05) end } } } end } }
  elseif k == 18 then return {}
  elseif k == 19 then return { pick(pool), pick(pool) }
  else return pick(pool) end
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  worlds[#worlds + 1] = w
  add(w)
  local root = w:ViewController{ title = "A" }
  local nav = w:NavigationController(root)
  if R(4) > 1 then w:show(nav) end
  for _ = 1, R(0, 3) do pcall(nav.pushViewController, nav, w:ViewController{}, R(2) == 1) end
  pcall(w.settle, w, 1)
  add(nav); add(root); add(root.view); add(nav.interactivePopGestureRecognizer)
  add(w:View{ frame = { x = R(0, 50), y = R(0, 50), width = 40, height = 40 } })
  add(w:PropertyAnimator{ duration = pick{ 0, 0.3, 1 }, dampingRatio = pick{ nil, 0.3, 1 },
    animations = function() local v = pick(pool); pcall(function() v.alpha = R() end) end })
  local swipe = nav:beginInteractivePop()
  if swipe then add(swipe); add(root:transitionCoordinator()) end
end

local names = {
  "view", "isViewLoaded", "popToRootViewController", "setViewControllers", "delegate",
  "interactivePopGestureRecognizer", "beginInteractivePop", "isEnabled", "state", "edges",
  "containerView", "viewForKey", "targetTransform", "notifyWhenInteractionEnds", "animateAlongsideTransitionIn",
  "completionSpeed", "completionCurve", "isInterruptible", "pause", "updateTranslation", "update", "finish", "release",
  "alpha", "presentationAlpha", "isHidden", "center", "transform", "presentationTransform", "convert",
  "performWithoutAnimation", "PropertyAnimator", "addAnimations", "addCompletion", "startAnimation",
  "pauseAnimation", "continueAnimation", "stopAnimation", "finishAnimation", "fractionComplete",
  "isRunning", "isReversed", "scrubsLinearly", "animate", "settle", "advance",
}

for _ = 1, 4 do scene() end
local calls = 0
for i = 1, CALLS do
  if i % 150 == 0 then scene() end
  local o, name = pick(pool), pick(names)
  local k = R(4)
  if k == 1 then
    record("read " .. name, pcall(function() return o[name] end))
  elseif k == 2 then
    local v = value()
    record("assign " .. name, pcall(function() o[name] = v end))
  elseif name == "animate" then
    local w = pick(worlds)
    record("animate", pcall(w.animate, w, { duration = pick{ 0, 0.2, 1 }, usingSpringWithDamping = value(),
      initialSpringVelocity = pick{ nil, 0, 5, value() }, animations = pick{ boom, function() local v = pick(pool); pcall(function() v.center = value() end) end } }))
  elseif name == "performWithoutAnimation" then
    record("ui.performWithoutAnimation", pcall(ui.performWithoutAnimation, value()))
  else
    record("call " .. name, pcall(function()
      local f = o[name]
      if type(f) == "function" then return f(o, value(), value(), value()) end
    end))
  end
  calls = calls + 1
end
for _, w in ipairs(worlds) do pcall(w.settle, w, 5) end
return calls, errors, table.concat(unexpected, "\n")
"""#)
