-- explore/random: ui.explore's own seeded generator. The spec owns math.random's global state
-- (it may reseed it, or use it between steps), so exploring never touches it: each run draws
-- from a SplitMix64 stream of its own, made from the exploration's seed and the run's number,
-- so run 17 of seed 42 is the same sequence whatever ran before it.
local lib = ...

local floor = math.floor

--- One SplitMix64 step: the next state and its 64-bit output (Lua integers wrap, and `>>` is
--- a logical shift, so the arithmetic is the reference one).
local function splitmix(state)
  state = state + 0x9e3779b97f4a7c15
  local z = state
  z = (z ~ (z >> 30)) * 0xbf58476d1ce4e5b9
  z = (z ~ (z >> 27)) * 0x94d049bb133111eb
  return state, z ~ (z >> 31)
end

local Random = {}
Random.__index = Random
Random.__name = "ui.explore random"

--- A float in [0, 1) from the top 53 bits of the next output.
function Random:float()
  local z
  self.state, z = splitmix(self.state)
  return (z >> 11) * 0x1p-53
end

--- An integer in lo … hi (both included); lo when hi < lo.
function Random:int(lo, hi)
  if hi <= lo then return lo end
  return lo + floor(self:float() * (hi - lo + 1))
end

--- A number in lo … hi, rounded to `decimals` places (2 when absent) so that it prints short
--- and replays exactly.
function Random:number(lo, hi, decimals)
  local scale = 10 ^ (decimals or 2)
  local v = floor((lo + self:float() * (hi - lo)) * scale + 0.5) / scale
  if v < lo then v = lo elseif v > hi then v = hi end
  return v
end

--- true with probability p (0.5 when absent).
function Random:chance(p)
  return self:float() < (p or 0.5)
end

--- One element of a non-empty array.
function Random:pick(list)
  return list[self:int(1, #list)]
end

--- The generator of run `run` of an exploration seeded with `seed`: the seed and the run are
--- mixed through SplitMix64, so neighbouring seeds and runs give unrelated streams.
function lib.random(seed, run)
  local state = splitmix(seed)
  local _, mixed = splitmix(state ~ (run * 0x2545f4914f6cdd1d))
  return setmetatable({ state = mixed }, Random)
end
