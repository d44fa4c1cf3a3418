-- ui.explore without a seed of its own: the run's --seed decides (ExploreSeedTests). The
-- arguments have string keys, so their printed order must not follow the process's hashing.
local add = {
  name = "add",
  gen = function(rnd) return { by = rnd:int(1, 9), note = { tag = "x", on = rnd:chance(), at = rnd:float() } } end,
  run = function(s, a) s.n = s.n + a.by end,
}

it("explores a counter", function()
  ui.explore{ scene = function() return { n = 0 } end, actions = { add },
              invariant = function(s) return s.n < 30, "n reached " .. s.n end, runs = 20, steps = 10 }
end)
