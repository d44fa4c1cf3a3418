-- ui.explore finds a planted bug, shrinks it to the steps it needs and reports them as Lua that
-- replays it; the fixed scene passes every run; the same seed gives the same report.

-- A list under a navigation controller keeps a running total of its rows: each time it
-- appears it adds the rows that arrived while it was hidden, and a cancelled swipe-back undoes
-- that. The bug: the undo forgets to restore the row count it compared against, so after a
-- batch update while hidden, a cancelled swipe leaves the total short for good; without the
-- batch the delta is 0 and the cancel is harmless, and a finished swipe is harmless too.
local function listScene(fixed)
  return function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 10 } }
    local nav = world:NavigationController(list)
    local book = { total = 10, lastRows = 10 }
    function list:viewWillAppear(animated)
      self.super:viewWillAppear(animated)
      local rows = self.tableView:numberOfRowsInSection(0)
      local delta, before = rows - book.lastRows, book.lastRows
      book.total, book.lastRows = book.total + delta, rows
      local c = self:transitionCoordinator()
      if c then
        c:notifyWhenInteractionChanges(function(ctx)
          if ctx.isCancelled then
            book.total = book.total - delta
            if fixed then book.lastRows = before end
          end
        end)
      end
    end
    world:show(nav)
    return { world = world, list = list, nav = nav, book = book }
  end
end

-- Whenever the list is on top and still, its total is its row count.
local function invariant(s)
  if s.nav.topViewController ~= s.list or s.nav.isTransitioning then return end
  local rows = s.list.tableView:numberOfRowsInSection(0)
  if s.book.total ~= rows then return false, "total " .. s.book.total .. " ~= " .. rows .. " rows" end
end

local actions = {
  ui.actions.tap{ list = "list" },
  ui.actions.push{ nav = "nav", world = "world" },
  ui.actions.pop{ nav = "nav" },
  ui.actions.swipeBack{ nav = "nav" },
  ui.actions.advance{ world = "world", max = 0.5 },
  -- rows arrive while the list is hidden (on top, the app would refresh its total itself)
  ui.actions.batch{ list = "list", inserts = 2, deletes = 2,
                    when = function(s) return s.nav.topViewController ~= s.list end },
}

--- The failure message of a call that must fail.
local function failureOf(fn)
  local ok, err = pcall(fn)
  assert.is_false(ok, "expected ui.explore to fail")
  return tostring(err)
end

--- The pasted code of a report: the lines from `local s = scene()` to the end of the steps.
local function codeOf(report)
  local code = report:match("\n(  local s = scene%(%)\n.-)\n\n")
  assert.is_string(code, "no code in the report:\n" .. report)
  return code
end

--- The steps of the code, one entry per step (a multi-line batch is one step: its inner lines
--- are indented further, and its last line closes it).
local function stepsOf(code)
  local steps = {}
  for line in code:gmatch("[^\n]+") do
    if line:match("^  %S") and not line:match("^  end%)") and not line:match("^  local s = scene")
        and not line:match("^  assert%(invariant") then
      steps[#steps + 1] = line:gsub("^%s+", "")
    end
  end
  return steps
end

local function explorePlanted(extra)
  local options = { scene = listScene(false), actions = actions, invariant = invariant, runs = 200, steps = 30 }
  for k, v in pairs(extra or {}) do options[k] = v end
  return failureOf(function() ui.explore(options) end)
end

describe("ui.explore", function()
  it("finds the cancel after a batch update and shrinks it to the five steps it needs", function()
    local report = explorePlanted{ seed = 11 }
    assert.matches("ui.explore found a failing sequence: seed 11, run %d+ of 200", report)
    assert.matches("the invariant failed after step 5 %(pop%): total 10 ~= 11 rows", report)
    local steps = stepsOf(codeOf(report))
    assert.are.equal(5, #steps)
    assert.matches("^s%.nav:pushViewController%(s%.world:ViewController{ title = \"Pushed\" }, false%)$", steps[1])
    assert.matches("^do local v = s%.list%.tableView; v:performBatchUpdates", steps[2])
    assert.matches("insertRows%({ ui%.IndexPath%(%d+, 0%) }, \"automatic\"%)", report)
    assert.matches("^do local swipe = assert%(s%.nav:beginInteractivePop%(%)%); swipe:update%(0%); swipe:cancel%(%) end$", steps[3])
    assert.matches("^s%.world:advance%(", steps[4])
    assert.are.equal("s.nav:popViewController(false)", steps[5])
  end)

  it("reports code that replays the failure when pasted after scene and invariant", function()
    local code = codeOf(explorePlanted{ seed = 11 })
    -- pasted into a spec: the spec's environment (where `ui` and `assert` are) around it
    local env = setmetatable({ scene = listScene(false), invariant = invariant }, { __index = _ENV })
    local chunk = assert(load(code, "=pasted", "t", env))
    assert.has_error(chunk)
    -- the same steps on the fixed scene pass
    env.scene = listScene(true)
    assert.has_no_error(chunk)
  end)

  it("fails the test as an assertion does: a failure object whose text is the report", function()
    local ok, err = pcall(ui.explore, { scene = listScene(false), actions = actions, invariant = invariant, seed = 11 })
    assert.is_false(ok)
    assert.is_table(err)                       -- the runner's failure, not a string error
    assert.matches("^spec/ui/explore_spec%.lua:%d+: ui%.explore found", tostring(err))
  end)

  it("passes every run of the fixed scene, and says how many steps each action took", function()
    local result = ui.explore{ scene = listScene(true), actions = actions, invariant = invariant,
                               runs = 200, steps = 30, seed = 11 }
    assert.are.equal(200, result.runs)
    assert.are.equal(11, result.seed)
    for _, name in ipairs({ "tap", "push", "pop", "swipeBack", "advance", "batch" }) do
      assert.is_true((result.counts[name] or 0) > 20, name .. " ran " .. tostring(result.counts[name]) .. " times")
    end
    assert.is_true(result.steps > 200 * 20)
  end)

  it("gives the same report for the same seed, whatever math.random does in between", function()
    math.randomseed(1)
    local first = explorePlanted{ seed = 5, runs = 100 }
    math.randomseed(2)
    for _ = 1, 10 do math.random() end
    local again = explorePlanted{ seed = 5, runs = 100 }
    assert.are.equal(first, again)
    assert.matches("seed 5,", first)
    assert.matches("ui.explore{ seed = 5, ... } replays the whole exploration", first)
  end)

  it("takes the run's seed (alongside --seed) when the spec gives none, and says so", function()
    local report = explorePlanted()
    local seed = assert(report:match("seed (%-?%d+), run"))
    assert.matches("alongside %-%-seed " .. seed .. " %(or seed = " .. seed .. " in ui.explore's options%)", report)
    -- giving that seed replays the same exploration
    local again = explorePlanted{ seed = math.tointeger(tonumber(seed)) }
    assert.are.equal(codeOf(report), codeOf(again))
  end)

  it("stops shrinking after `shrinks` replays", function()
    local report = explorePlanted{ seed = 11, shrinks = 0 }
    assert.matches("shrunk from (%d+) steps to %1 in 0 replays", report)
  end)
end)

describe("ui.explore's failure position", function()
  it("is the nearest line of the spec's own code, even after a tail call", function()
    local function explore() return ui.explore{ scene = listScene(false), actions = actions, invariant = invariant, seed = 11 } end
    local ok, err = pcall(function() explore() end)
    assert.is_false(ok)
    local line = debug.getinfo(1, "l").currentline - 2
    assert.matches("^spec/ui/explore_spec%.lua:" .. line .. ": ui%.explore found a failing sequence", tostring(err))
  end)
end)
