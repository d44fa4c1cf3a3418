-- ui.explore's actions: custom ones (run, gen, code, shrink, weight), "not applicable now"
-- (return false, ui.skip()), raising actions and invariants, the built-ins on a collection,
-- and the strict options.

--- The failure message of a call that must fail.
local function failureOf(fn)
  local ok, err = pcall(fn)
  assert.is_false(ok, "expected a failure")
  return tostring(err)
end

-- A counter the actions move; the scene is a plain table (no world needed).
local function counterScene() return { n = 0, log = {} } end

local add = {
  name = "add",
  gen = function(rnd) return { by = rnd:int(1, 9) } end,
  run = function(s, a) s.n = s.n + a.by end,
  code = function(a) return "s.n = s.n + " .. a.by end,
}

describe("ui.explore with custom actions", function()
  it("shrinks a custom action's arguments toward the smallest that still fail", function()
    local report = failureOf(function()
      ui.explore{ scene = counterScene, actions = { add }, runs = 50, steps = 10, seed = 3,
                  invariant = function(s) return s.n < 20, "n reached " .. s.n end }
    end)
    assert.matches("the invariant failed after step %d+ %(add%): n reached 20", report)
    -- 20 needs at least three adds of at most 9; shrinking leaves three whose sum is exactly 20
    local sum, steps = 0, 0
    for by in report:gmatch("s%.n = s%.n %+ (%d+)") do
      sum, steps = sum + tonumber(by), steps + 1
    end
    assert.are.equal(3, steps)
    assert.are.equal(20, sum)
  end)

  it("prints an action without `code` as a call of its name, and tries its own `shrink` first", function()
    local report = failureOf(function()
      ui.explore{ scene = counterScene, runs = 5, steps = 5, seed = 1,
        actions = { { name = "jump", gen = function() return { to = 37, label = "far" } end,
                      run = function(s, a) s.n = a.to end,
                      shrink = function(a) return { { to = 5, label = "near" } } end } },
        invariant = function(s) return s.n == 0 end }
    end)
    assert.matches('\n  jump%(s, { label = "near", to = 1 }%)\n', report)
  end)

  it("merges neighbouring steps an action can `merge`", function()
    local report = failureOf(function()
      ui.explore{ scene = counterScene, runs = 5, steps = 10, seed = 6,
        actions = { { name = "inc", gen = function() return { by = 1 } end,
                      run = function(s, a) s.n = s.n + a.by end,
                      code = function(a) return "s.n = s.n + " .. a.by end,
                      merge = function(a, b) return { by = a.by + b.by } end } },
        invariant = function(s) return s.n < 5 end }
    end)
    assert.matches("shrunk from 5 steps to 1 in", report)
    assert.matches("\n  s%.n = s%.n %+ 5\n", report)
  end)

  it("counts an action that raises as a failure, with its message", function()
    local report = failureOf(function()
      ui.explore{ scene = counterScene, runs = 20, steps = 10, seed = 2, invariant = function() end,
        actions = { add, { name = "boom", weight = 0.5,
                           run = function(s) if s.n > 10 then error("boom at " .. s.n, 0) end end,
                           code = function() return "boom(s)" end } } }
    end)
    assert.matches("step %d+ %(boom%) raised: boom at %d+", report)
    assert.matches("\n  boom%(s%)\n\n", report)      -- the raising step ends the code
  end)

  it("takes `return false` and ui.skip() as not applicable now: no step, no check", function()
    local checks = 0
    local result = ui.explore{ scene = counterScene, runs = 10, steps = 5, seed = 4,
      actions = { add,
                  { name = "never", run = function() return false end },
                  { name = "deep", run = function() (function() ui.skip() end)() end } },
      invariant = function() checks = checks + 1 end }
    assert.is_true(result.counts.add > 40)       -- a step is drawn again (ten times) when one does not apply
    assert.is_nil(result.counts.never)
    assert.is_nil(result.counts.deep)
    assert.are.equal(result.steps, result.counts.add)
    assert.are.equal(10 + result.steps, checks)   -- each scene once, then each step taken
  end)

  it("reports an invariant's failed assertion with luassert's words", function()
    local report = failureOf(function()
      ui.explore{ scene = counterScene, actions = { add }, runs = 10, steps = 10, seed = 8,
                  invariant = function(s) assert.is_true(s.n < 5) end }
    end)
    assert.matches("Expected objects to be the same", report)
  end)

  it("reports a scene that breaks its invariant before any step", function()
    local report = failureOf(function()
      ui.explore{ scene = counterScene, actions = { add }, invariant = function() return false, "never holds" end }
    end)
    assert.matches("the invariant fails on the scene itself: never holds", report)
  end)
end)

describe("ui.explore's generator", function()
  it("draws in range, and the same draws again for the same seed", function()
    local function draws(seed)
      local log = {}
      ui.explore{ scene = counterScene, runs = 3, steps = 20, seed = seed, invariant = function() end,
        actions = { { name = "draw", run = function() end, gen = function(rnd)
          local d = { f = rnd:float(), c = rnd:chance(0.3), p = rnd:pick({ "a", "b", "c" }),
                      n = rnd:number(2, 3, 1), i = rnd:int(-2, 2) }
          log[#log + 1] = d
          return d
        end } } }
      return log
    end
    local log = draws(21)
    assert.are.equal(60, #log)
    local chances, picks = 0, {}
    for _, d in ipairs(log) do
      assert.is_true(d.f >= 0 and d.f < 1)
      assert.is_true(d.n >= 2 and d.n <= 3 and d.n * 10 == math.floor(d.n * 10))
      assert.is_true(math.type(d.i) == "integer" and d.i >= -2 and d.i <= 2)
      if d.c then chances = chances + 1 end
      picks[d.p] = true
    end
    assert.is_true(chances > 5 and chances < 35)
    assert.are.same({ a = true, b = true, c = true }, picks)
    assert.are.same(log, draws(21))
    assert.are_not.same(log, draws(22))
  end)
end)

describe("ui.explore's built-in actions", function()
  local function gridScene()
    local world = ui.World{}
    local grid = world:CollectionViewController{ items = { 12 }, itemSize = { 100, 100 } }
    local nav = world:NavigationController(grid)
    world:show(nav)
    return { world = world, grid = grid, nav = nav, makeDetail = function() return world:ViewController{ title = "Detail" } end }
  end

  it("tap and batch drive a collection view too, and settle ends what is running", function()
    local result = ui.explore{ scene = gridScene, runs = 30, steps = 20, seed = 9,
      actions = { ui.actions.tap{ list = "grid" }, ui.actions.batch{ list = "grid", section = 0, inserts = 3, deletes = 1 },
                  ui.actions.push{ make = "makeDetail" }, ui.actions.swipeBack, ui.actions.settle{ world = "world" } },
      invariant = function(s)
        local selected = s.grid.collectionView:indexPathsForSelectedItems() or {}
        assert.is_true(#selected <= 1)
      end }
    for _, name in ipairs({ "tap", "batch", "push", "swipeBack", "settle" }) do
      assert.is_true((result.counts[name] or 0) > 0, name)
    end
  end)

  it("prints a collection's steps with its own names", function()
    local report = failureOf(function()
      ui.explore{ scene = gridScene, runs = 20, steps = 10, seed = 1,
        actions = { ui.actions.batch{ list = "grid", deletes = 0 }, ui.actions.tap{ list = "grid" } },
        invariant = function(s) return s.grid.collectionView:numberOfItemsInSection(0) == 12 end }
    end)
    assert.matches("do local v = s%.grid%.collectionView; v:performBatchUpdates%(function%(%)\n    v:insertItems%({ ui%.IndexPath%(0, 0%) }%)\n  end%) end", report)
  end)

  it("says which field a built-in action needs when the scene lacks it", function()
    assert.has_error(function()
      ui.explore{ scene = counterScene, actions = { ui.actions.pop{ nav = "navigation" } }, invariant = function() end }
    end, "ui.actions.pop: the scene has no field 'navigation' (scene() returned a table with log, n; choose another with ui.actions.pop{ nav = \"…\" })")
    assert.has_error(function()
      ui.explore{ scene = counterScene, actions = { ui.actions.advance{ world = "n" } }, invariant = function() end }
    end, "ui.actions.advance: scene field 'n' is not a World (got number)")
    assert.has_error(function()
      ui.explore{ scene = gridScene, actions = { ui.actions.settle{ world = "nav" } }, invariant = function() end }
    end, "ui.actions.settle: scene field 'nav' is not a World (got NavigationController)")
    assert.has_error(function()
      ui.explore{ scene = gridScene, actions = { ui.actions.tap{ list = "world" } }, invariant = function() end }
    end, "ui.actions.tap: scene field 'world' is not a table or collection view, nor their controller (got World)")
  end)

  it("raises a gen's error as the spec's, at its line", function()
    local ok, err = pcall(ui.explore, { scene = counterScene, invariant = function() end,
      actions = { { name = "g", run = function() end, gen = function() error("no dice", 0) end } } })
    assert.is_false(ok)
    assert.matches("^spec/ui/explore_actions_spec%.lua:%d+: ui%.explore: action 'g': gen raised: no dice$", err)
    ok, err = pcall(ui.explore, { scene = counterScene, invariant = function() end, actions = { ui.actions.tap } })
    assert.matches("^spec/ui/explore_actions_spec%.lua:%d+: ui%.actions%.tap: the scene has no field 'list'", err)
  end)

  it("wants arguments it can print: plain data", function()
    local ok, err = pcall(ui.explore, { scene = counterScene, invariant = function() end,
      actions = { { name = "f", run = function() end, gen = function() return { ip = ui.IndexPath(0, 0) } end } } })
    assert.is_false(ok)
    assert.matches("explore_actions_spec%.lua:%d+: ui%.explore: action 'f': gen must return plain data %(it is replayed and printed as Lua%)", err)
  end)
end)

describe("ui.explore's options", function()
  local function explore(options) return function() ui.explore(options) end end
  local base = { scene = counterScene, actions = { add }, invariant = function() end }
  local function with(k, v)
    local o = {}
    for key, value in pairs(base) do o[key] = value end
    o[k] = v
    return o
  end

  it("are strict, with a suggestion", function()
    local ok, err = pcall(ui.explore, with("runz", 3))
    assert.is_false(ok)
    assert.matches("^spec/ui/explore_actions_spec%.lua:%d+: bad argument #1 to 'explore' %(unknown option 'runz' for ui%.explore %(did you mean 'runs'%?%)%)$", err)
    assert.has_error(explore(with("steps", 0)), nil)
    assert.matches("field 'steps': positive integer expected, got 0", select(2, pcall(ui.explore, with("steps", 0))))
    assert.matches("field 'seed': integer expected, got 1.5", select(2, pcall(ui.explore, with("seed", 1.5))))
    assert.matches("field 'scene': function expected, got nil", select(2, pcall(ui.explore, with("scene", nil))))
    assert.matches("field 'actions': non%-empty array of actions expected", select(2, pcall(ui.explore, with("actions", {}))))
    assert.matches("field 'actions': entry 1: unknown field 'rum' %(did you mean 'run'%?%)",
      select(2, pcall(ui.explore, with("actions", { { name = "x", rum = print } }))))
    assert.matches("bad argument #1 to 'explore' %(table expected, got no value%)", select(2, pcall(ui.explore)))
  end)

  it("of the built-ins are strict too, and so is ui.actions", function()
    assert.matches("bad argument #1 to 'tap' %(unknown option 'lsit' for ui%.actions%.tap %(did you mean 'list'%?%)%)",
      select(2, pcall(ui.actions.tap, { lsit = "list" })))
    assert.matches("field 'max': positive number expected, got %-1", select(2, pcall(ui.actions.advance, { max = -1 })))
    assert.has_error(function() return ui.actions.swipeback end,
      "attempt to read unknown field 'swipeback' of ui.actions (did you mean 'swipeBack'?)")
  end)
end)
