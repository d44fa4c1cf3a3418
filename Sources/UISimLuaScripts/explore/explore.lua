-- explore/explore: `ui.explore{ scene =, actions =, invariant =, runs =, steps =, seed = }`.
-- Random runs of the actions against fresh scenes, the invariant checked after every step;
-- the first failing run is shrunk and reported as a test failure (luassert's, so it reads as
-- a failure, not an error) whose message holds the seed and the minimal steps as Lua to paste.
local lib = ...

local concat, ipairs, type = table.concat, ipairs, type

local keys = { "scene", "actions", "invariant", "runs", "steps", "seed", "shrinks" }

--- The options, checked, with their defaults.
local function read(options)
  local reader = lib.options(options, "explore", "ui.explore", keys)
  if options == nil then reader.fail("table expected, got no value") end
  local o = {
    scene = lib.field_of(reader, "scene", "function", nil, true),
    invariant = lib.field_of(reader, "invariant", "function", nil, true),
    runs = lib.field_of(reader, "runs", "positive integer", 100),
    steps = lib.field_of(reader, "steps", "positive integer", 30),
    seed = lib.field_of(reader, "seed", "integer", nil),
    shrinks = lib.field_of(reader, "shrinks", "non-negative integer", 1000),
  }
  o.seedGiven = o.seed ~= nil
  o.seed = o.seed or lib.defaultSeed
  local actions = lib.field_of(reader, "actions", "table", nil, true)
  if #actions == 0 then reader.fail("field 'actions': non-empty array of actions expected") end
  o.actions = {}
  for i, entry in ipairs(actions) do o.actions[i] = lib.action(reader, entry, i) end
  return o
end

--- `code` indented by `indent`, line by line.
local function indented(code, indent)
  return indent .. code:gsub("\n", "\n" .. indent)
end

--- The report: what failed, where and how to replay it.
local function report(o, run, generated, steps, failure, replays)
  local lines = {}
  local source = o.seedGiven and "ui.explore{ seed = " .. o.seed .. ", ... }"
    or "alongside --seed " .. o.seed .. " (or seed = " .. o.seed .. " in ui.explore's options)"
  lines[1] = "ui.explore found a failing sequence: seed " .. o.seed .. ", run " .. run .. " of " .. o.runs ..
    ", shrunk from " .. generated .. " step" .. (generated == 1 and "" or "s") .. " to " .. #steps ..
    " in " .. replays .. " replay" .. (replays == 1 and "" or "s")
  local last = steps[#steps]
  if failure.index == 0 then
    lines[2] = "the invariant fails on the scene itself: " .. failure.message
  elseif failure.kind == "error" then
    lines[2] = "step " .. failure.index .. " (" .. last.action.name .. ") raised: " .. failure.message
  else
    lines[2] = "the invariant failed after step " .. failure.index .. " (" .. last.action.name .. "): " .. failure.message
  end
  lines[3] = ""
  lines[4] = "  local s = scene()"
  for _, step in ipairs(steps) do
    local code = step.action.code(lib.copy(step.args))
    if type(code) ~= "string" then
      lib.raise("ui.explore: action '" .. step.action.name .. "': code must return a string of Lua, got " .. lib.got(code))
    end
    lines[#lines + 1] = indented(code, "  ")
  end
  if failure.kind == "invariant" then lines[#lines + 1] = "  assert(invariant(s) ~= false)" end
  lines[#lines + 1] = ""
  lines[#lines + 1] = "(scene and invariant are the functions given to ui.explore; " .. source ..
    " replays the whole exploration)"
  return concat(lines, "\n")
end

--- Fails the running test with `message`, as a luassert assertion does (the runner counts it
--- a failure); without luassert, an ordinary error. luassert is found as a module: a spec's
--- `assert` lives in its own environment (as in busted), not in `_G`, which this chunk sees.
local function fail(message)
  local level = lib.level_outside()
  local a = package.loaded["luassert"]
  if a == nil then
    local ok, loaded = pcall(require, "luassert")
    a = ok and loaded or nil
  end
  if type(a) == "table" and type(a.level) == "function" then
    -- luassert raises from one frame deeper, at the level given plus one (-1: no position)
    a(false, message, a:level(level > 0 and level or -1))
  end
  error(message, level)
end

--- ui.explore: returns `{ seed =, runs =, steps =, counts = { [action name] = steps } }` when
--- every run passes; otherwise fails the test with the report.
function lib.explore(options)
  local o = read(options)
  local counts, total = {}, 0
  for run = 1, o.runs do
    local steps, failure = lib.generate(o, lib.random(o.seed, run), counts)
    total = total + #steps
    if failure then
      local shrunk, final, replays = lib.shrink(o, steps, failure, o.shrinks)
      fail(report(o, run, #steps, shrunk, final, replays))
    end
  end
  return { seed = o.seed, runs = o.runs, steps = total, counts = counts }
end
