// Fuzz+PresentationTests: random presentations, dismissals and sheet pulls with random
// arguments, styles and delegates (issue 13, point 3) — no trap, every error a Lua-style string,
// and the state closes cleanly (scripts/test runs it under --sanitize=address).
import Testing
import UISimLua

@Suite("The ui module's modal presentation names under fuzzing")
struct FuzzPresentationTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_500

    @Test("Random presentations and pulls: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        try runFuzz(presentationFuzzSource, name: "fuzz+presentation", seed: seed, calls: Self.callsPerSeed)
    }
}

/// Builds worlds with shown and unshown controllers (plain, navigation, table), then presents,
/// dismisses, pulls and reads and assigns the presentation fields on random objects with random
/// arguments, with delegates that raise, answer oddly or move the clock from inside a callback.
let presentationFuzzSource = fuzzSource(shapes: [
    "^bad argument", "^attempt to", "^bad value for field", "fuzz boom", "^Application tried to present",
    "^the world is still busy after ", "^vc%.presentationControllerDelegate%.", "^ui%.", "^tv%.delegate%.",
], body: #"""
local pool, worlds = {}, {}
local function add(v) if type(v) == "userdata" then pool[#pool + 1] = v; if #pool > 150 then table.remove(pool, R(#pool)) end end end
local function boom() error("fuzz boom") end
local function tick() local w = pick(worlds); pcall(w.advance, w, pick{ 0.05, 0.4 }) end
local function meddle() local o = pick(pool); pcall(function() return o:dismiss(R(2) == 1) end) end

local function delegate()
  local function m() return pick{ nil, boom, tick, meddle, function() return pick{ true, false, nil, 3, "x" } end } end
  return { presentationControllerShouldDismiss = m(), presentationControllerWillDismiss = m(),
    presentationControllerDidDismiss = m(), presentationControllerDidAttemptToDismiss = m() }
end

local function value()
  local k = R(16)
  if k == 1 then return nil elseif k == 2 then return true elseif k == 3 then return false
  elseif k == 4 then return R(-2, 3) elseif k == 5 then return R() elseif k == 6 then return 0 / 0
  elseif k == 7 then return 1 / 0 elseif k == 8 then return pick{ 400, -400, 2000 }
  elseif k == 9 then return pick{ "automatic", "fullScreen", "pageSheet", "formSheet", "overFullScreen", "sheet" }
  elseif k == 10 then return { velocity = pick{ 0, 100, -50, 2000, 0 / 0, "v" } }
  elseif k == 11 then return { velocty = 1 }
  elseif k == 12 then return pick{ boom, tick, meddle, function(ctx) add(ctx) end }
  elseif k == 13 then return delegate()
  else return pick(pool) end
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  worlds[#worlds + 1] = w
  add(w)
  local root = pick{ w:ViewController{ title = "A" }, w:TableViewController{ rows = { 5 }, title = "L" } }
  local top = root
  if R(2) == 1 then top = w:NavigationController(root); add(top) end
  if R(5) > 1 then w:show(top) end
  add(root)
  for _ = 1, 3 do
    local vc = w:ViewController{ title = "S" }
    vc.modalPresentationStyle = pick{ "automatic", "fullScreen", "pageSheet", "formSheet", "overFullScreen" }
    if R(2) == 1 then vc.presentationControllerDelegate = delegate() end
    add(vc)
  end
end

local names = {
  "present", "dismiss", "beginInteractiveDismiss", "presentedViewController", "presentingViewController",
  "modalPresentationStyle", "isModalInPresentation", "presentationControllerDelegate",
  "update", "updateTranslation", "finish", "cancel", "release", "percentComplete", "isInteractive",
  "isComplete", "isRefused", "duration", "settle", "advance", "render",
  "transitionCoordinator", "animateAlongsideTransition", "notifyWhenInteractionChanges", "viewControllerForKey",
  "presentationStyle", "isCancelled",
}

for _ = 1, 4 do scene() end
local calls = 0
for i = 1, CALLS do
  if i % 150 == 0 then scene() end
  local o, name = pick(pool), pick(names)
  local k = R(5)
  if k == 1 then
    record("read " .. name, pcall(function() return o[name] end))
  elseif k == 2 then
    local v = value()
    record("assign " .. name, pcall(function() o[name] = v end))
  else
    record("call " .. name, pcall(function()
      local f = o[name]
      if type(f) ~= "function" then return end
      local r = f(o, value(), value(), value())
      add(r)
      return r
    end))
  end
  calls = calls + 1
end
for _, w in ipairs(worlds) do pcall(w.settle, w, 5) end
return calls, errors, table.concat(unexpected, "\n")
"""#)
