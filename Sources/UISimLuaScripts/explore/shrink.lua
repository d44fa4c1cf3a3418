-- explore/shrink: a failing sequence made minimal, delta-debugging style. Chunks of steps are
-- removed (half the sequence, then quarters, ... then single steps, then pairs), neighbouring
-- steps an action can `merge` are merged, then each step's
-- arguments are made simpler (an action's own `shrink` candidates first, then numbers toward
-- 0 with fewer decimals, booleans to false, fewer array entries). Every candidate is
-- replayed from a fresh scene and kept if it still fails (cut after the step that failed);
-- the rounds repeat until none changes anything (a local minimum) or the budget is spent.
local lib = ...

local type, ipairs, pairs, abs, floor, mathtype = type, ipairs, pairs, math.abs, math.floor, math.type
local sort = table.sort

--- The decimals a number needs (0 for whole numbers; 7 for "many").
local function decimals(v)
  if mathtype(v) == "integer" then return 0 end
  for d = 0, 6 do
    local scale = 10 ^ d
    if floor(v * scale + 0.5) / scale == v then return d end
  end
  return 7
end

--- Whether number `a` is simpler than `b`: fewer decimals, then nearer 0. The order is well
--- founded, so shrinking numbers always ends.
local function simpler(a, b)
  local da, db = decimals(a), decimals(b)
  if da ~= db then return da < db end
  return abs(a) < abs(b)
end

--- Simpler numbers to try instead of `v`, never farther from 0 (so a generated bound such as
--- advance's `max` holds): 0, whole or rounded, half. (A swipe's progress also tries 1, by
--- its action's own `shrink`.)
local function numbers(v)
  local out = { 0 }
  if mathtype(v) == "integer" then
    out[#out + 1] = v > 0 and v // 2 or -((-v) // 2)
    out[#out + 1] = v > 0 and v - 1 or v + 1
  else
    out[#out + 1] = v >= 0 and v // 1 or -((-v) // 1)
    for d = 1, decimals(v) - 1 do
      local scale = 10 ^ d
      out[#out + 1] = floor(v * scale + 0.5) / scale
    end
    out[#out + 1] = v / 2
  end
  local kept, seen = {}, {}
  for _, c in ipairs(out) do
    if c ~= v and not seen[c] and simpler(c, v) then
      seen[c] = true
      kept[#kept + 1] = c
    end
  end
  return kept
end

--- Simpler values to try instead of `v` (an argument or a part of one), simplest first.
local function candidates(v)
  local t = type(v)
  if t == "number" then return numbers(v) end
  if t == "boolean" then return v and { false } or {} end
  if t ~= "table" then return {} end
  local out = {}
  local n = #v
  for i = 1, n do                      -- an array entry fewer
    local c = lib.copy(v)
    table.remove(c, i)
    out[#out + 1] = c
  end
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = k end
  sort(keys, function(a, b)
    if type(a) == type(b) then return a < b end
    return type(a) == "number"
  end)
  for _, k in ipairs(keys) do          -- one part simpler
    for _, simple in ipairs(candidates(v[k])) do
      local c = lib.copy(v)
      c[k] = simple
      out[#out + 1] = c
    end
  end
  return out
end
lib.candidates = candidates

--- `steps` without entries first … first + size - 1.
local function without(steps, first, size)
  local out = {}
  for i, s in ipairs(steps) do
    if i < first or i >= first + size then out[#out + 1] = s end
  end
  return out
end

--- The first `n` steps.
local function upTo(steps, n)
  local out = {}
  for i = 1, n do out[i] = steps[i] end
  return out
end

--- The minimal failing sequence found from `steps`, its failure, and the replays it took.
--- `budget` caps the replays.
function lib.shrink(options, steps, failure, budget)
  local replays = 0
  local current = upTo(steps, failure.index)
  -- every argument value each step has held: never taken again, so an action's own `shrink`
  -- that offers a bigger value cannot make the rounds go in circles
  local held, origin = {}, {}
  local function key(step) return origin[step] .. "\0" .. lib.literal(step.args) end
  for i, step in ipairs(current) do
    origin[step] = i
    held[key(step)] = true
  end
  local function try(candidate)
    if replays >= budget then return false end
    replays = replays + 1
    local f = lib.replay(options, candidate)
    if not f then return false end
    current, failure = upTo(candidate, f.index), f
    return true
  end
  repeat
    local changed = false
    local size = #current // 2
    while size >= 1 do
      local i = 1
      while i <= #current do
        if try(without(current, i, size)) then changed = true else i = i + size end
      end
      size = size == 1 and 0 or size // 2
    end
    if #current == 1 and try({}) then changed = true end
    -- two steps that only fail together when both go (a push and the pop that undoes it)
    local i = 1
    while i < #current do
      local j, removed = i + 1, false
      while j <= #current and not removed do
        local candidate = without(current, j, 1)
        removed = try(without(candidate, i, 1))
        j = j + 1
      end
      if removed then changed = true else i = i + 1 end
    end
    -- two neighbouring steps of one action said as one (two advances, one longer advance)
    i = 1
    while i < #current do
      local a, b = current[i], current[i + 1]
      local merged = a.action == b.action and a.action.merge and a.action.merge(lib.copy(a.args), lib.copy(b.args))
      local candidate = nil
      if type(merged) == "table" then
        candidate = without(current, i + 1, 1)
        candidate[i] = { action = a.action, args = merged }
        origin[candidate[i]] = origin[a]
      end
      if candidate and try(candidate) then changed = true else i = i + 1 end
    end
    i = 1
    while i <= #current do
      local step = current[i]
      local tries = step.action.shrink and step.action.shrink(lib.copy(step.args)) or {}
      for _, c in ipairs(candidates(step.args)) do tries[#tries + 1] = c end
      local improved = false
      for _, args in ipairs(tries) do
        local changedStep = { action = step.action, args = args }
        origin[changedStep] = origin[step]
        if held[key(changedStep)] then goto next end
        local candidate = lib.copy_steps(current)
        candidate[i] = changedStep
        if try(candidate) then
          held[key(changedStep)] = true
          improved, changed = true, true
          break
        end
        ::next::
      end
      if not improved then i = i + 1 end   -- else simplify the same step further
    end
  until not changed or replays >= budget
  return current, failure, replays
end

--- A shallow copy of a step list (steps are never changed, only replaced).
function lib.copy_steps(steps)
  local out = {}
  for i, s in ipairs(steps) do out[i] = s end
  return out
end
