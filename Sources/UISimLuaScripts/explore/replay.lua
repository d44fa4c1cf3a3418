-- explore/replay: one step, one invariant check, and a whole sequence from a fresh scene. A
-- step is an action and the arguments its `gen` drew, so the same step replays the same way
-- (the shrinker drops steps and simplifies arguments, then replays).
local lib = ...

local type, pcall, tostring, getmetatable, ipairs = type, pcall, tostring, getmetatable, ipairs

--- An error value as text: a string, a luassert failure or any value with __tostring.
local function text(e)
  if type(e) == "string" then return e end
  local mt = getmetatable(e)
  if type(mt) == "table" and mt.__tostring then return tostring(e) end
  if type(e) == "table" and type(e.message) == "string" then return e.message end
  return "(error object is a " .. type(e) .. " value)"
end
lib.text = text

--- Runs `step` on `scene`: "ok", "skip" (the action said it does not apply now: it returned
--- false or called ui.skip()) or "error" and the message. A scene lacking a field a built-in
--- needs is the spec's mistake: raised at the spec's line, not reported as a found failure.
function lib.perform(scene, step)
  local action = step.action
  if action.when and not action.when(scene) then return "skip" end
  local ok, result = pcall(action.run, scene, lib.copy(step.args))
  if ok then return result == false and "skip" or "ok" end
  if result == lib.skipped then return "skip" end
  if getmetatable(result) == lib.SceneError then lib.raise(result.message) end
  return "error", text(result)
end

--- nil when the invariant holds for `scene`, else why not: it raised (an assertion failed),
--- or returned false (and perhaps a message). Any other result, nil included, holds.
function lib.check(invariant, scene)
  local ok, result, why = pcall(invariant, scene)
  if not ok then return text(result) end
  if result == false then return why ~= nil and tostring(why) or "the invariant returned false" end
end

--- A fresh scene from the spec's `scene()`; its errors are the spec's, raised at its line.
function lib.build(options)
  local ok, scene = pcall(options.scene)
  if not ok then lib.raise("ui.explore: scene() raised: " .. text(scene)) end
  return scene
end

--- Replays `steps` on a fresh scene. Returns nil when every check passes, else the failure:
--- `{ index = i, kind = "invariant" | "error", message = }` (index 0: the scene itself).
--- A skipped step changes nothing, so the invariant is not checked again after it.
function lib.replay(options, steps)
  local scene = lib.build(options)
  local why = lib.check(options.invariant, scene)
  if why then return { index = 0, kind = "invariant", message = why } end
  for i, step in ipairs(steps) do
    local outcome, message = lib.perform(scene, step)
    if outcome == "error" then return { index = i, kind = "error", message = message } end
    if outcome == "ok" then
      why = lib.check(options.invariant, scene)
      if why then return { index = i, kind = "invariant", message = why } end
    end
  end
  return nil
end

--- An action drawn with the actions' weights.
local function pick(rnd, actions, total)
  local x = rnd:float() * total
  for _, action in ipairs(actions) do
    x = x - action.weight
    if x < 0 then return action end
  end
  return actions[#actions]
end

--- One random run: up to `options.steps` applicable steps, drawn from `rnd`. A step whose
--- action does not apply is drawn again (ten tries, then the step is spent). Returns the steps
--- taken, the failure or nil, and the count of each action's steps (`counts[name]`).
function lib.generate(options, rnd, counts)
  local scene = lib.build(options)
  local why = lib.check(options.invariant, scene)
  if why then return {}, { index = 0, kind = "invariant", message = why } end
  local total = 0
  for _, action in ipairs(options.actions) do total = total + action.weight end
  local steps = {}
  for _ = 1, options.steps do
    for _ = 1, 10 do
      local action = pick(rnd, options.actions, total)
      local drawn, args = pcall(action.gen, rnd, scene)
      if not drawn then
        lib.raise(getmetatable(args) == lib.SceneError and args.message
          or "ui.explore: action '" .. action.name .. "': gen raised: " .. text(args))
      end
      if type(args) ~= "table" then
        lib.raise("ui.explore: action '" .. action.name .. "': gen must return a table of arguments, got " .. lib.got(args))
      end
      local printable, problem = pcall(lib.literal, args)
      if not printable then
        lib.raise("ui.explore: action '" .. action.name .. "': gen must return plain data (it is replayed and printed as Lua): " .. lib.text(problem))
      end
      local step = { action = action, args = lib.copy(args) }
      local outcome, message = lib.perform(scene, step)
      if outcome ~= "skip" then
        steps[#steps + 1] = step
        counts[action.name] = (counts[action.name] or 0) + 1
        if outcome == "error" then return steps, { index = #steps, kind = "error", message = message } end
        why = lib.check(options.invariant, scene)
        if why then return steps, { index = #steps, kind = "invariant", message = why } end
        break
      end
    end
  end
  return steps, nil
end
