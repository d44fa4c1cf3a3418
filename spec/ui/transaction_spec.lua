-- Core Animation's transaction as world methods: world:beginTransaction(),
-- world:setTransactionCompletionBlock(fn), world:commitTransaction() — UIKit's CATransaction.begin(),
-- setCompletionBlock(_:), commit() — and the completion of a height update wrapped in one (rule 2.13).
local IP = ui.IndexPath

-- A shown table whose row heights come from `heights` (44 by default), laid out once.
local function shown()
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = { 10 }, title = "List" }
  world:show(list)
  local tv = list.tableView
  local heights = {}
  tv.delegate = { heightForRowAt = function(_, _, p) return heights[p.row] or 44 end }
  assert.are.equal(44, tv:rectForRow(IP(1, 0)).height)
  return world, tv, heights
end

describe("world:setTransactionCompletionBlock", function()
  it("runs the block of a height update when its 0.3 s animation ends, not at the commit (rule 2.13)", function() -- rules 2.13, 2.11
    local world, tv, heights = shown()
    local start = world.time
    local doneAfter, heightThen
    heights[1] = 144
    world:beginTransaction()
    world:setTransactionCompletionBlock(function()
      doneAfter = world.time - start
      heightThen = tv:rectForRow(IP(1, 0)).height
    end)
    tv:beginUpdates()
    tv:endUpdates()
    world:commitTransaction()
    assert.is_nil(doneAfter)                      -- the update's animation is in the transaction
    world:advance(0.29)
    assert.is_nil(doneAfter)                      -- the rows are still moving
    world:advance(0.02)
    assert.is_not_nil(doneAfter)
    assert.is_true(math.abs(doneAfter - 0.3) < 1e-6, "block time " .. tostring(doneAfter))
    assert.are.equal(144, heightThen)
  end)

  it("runs the block at the commit when nothing was animated (rule 2.13)", function() -- rule 2.13
    local world = shown()
    local start = world.time
    local ranAt
    world:beginTransaction()
    world:setTransactionCompletionBlock(function() ranAt = world.time end)
    assert.is_nil(ranAt)                          -- not before the commit
    world:commitTransaction()
    assert.are.equal(start, ranAt)
  end)

  it("runs the block of a height update made without animation at the commit (rules 2.13, 2.12)", function() -- rules 2.13, 2.12
    local world, tv, heights = shown()
    local start = world.time
    local ranAt, heightThen
    heights[1] = 144
    world:performWithoutAnimation(function()
      world:beginTransaction()
      world:setTransactionCompletionBlock(function()
        ranAt = world.time
        heightThen = tv:rectForRow(IP(1, 0)).height
      end)
      tv:beginUpdates()
      tv:endUpdates()
      assert.is_nil(ranAt)                        -- not before the commit
      world:commitTransaction()
    end)
    assert.are.equal(start, ranAt)
    assert.are.equal(144, heightThen)
  end)

  it("waits in the outer group for an update added in a nested one (rule 2.13 [SIM])", function() -- rule 2.13
    local world, tv, heights = shown()
    local log = {}
    heights[2] = 100
    world:beginTransaction()
    world:setTransactionCompletionBlock(function() log[#log + 1] = "outer" end)
    world:beginTransaction()
    world:setTransactionCompletionBlock(function() log[#log + 1] = "inner" end)
    tv:beginUpdates()
    tv:endUpdates()
    world:commitTransaction()
    world:commitTransaction()
    assert.are.same({}, log)
    world:settle()
    table.sort(log)                               -- both at the animation's end; no order promised
    assert.are.same({ "inner", "outer" }, log)
  end)

  it("replacing the block runs the old one with what it had, and nil removes it (rule 2.13)", function() -- rule 2.13
    local world = shown()
    local log = {}
    world:beginTransaction()
    world:setTransactionCompletionBlock(function() log[#log + 1] = "first" end)
    world:setTransactionCompletionBlock(nil)      -- "set to a different value": the first runs now
    assert.are.same({ "first" }, log)
    world:commitTransaction()
    assert.are.same({ "first" }, log)
  end)

  it("a commit with no transaction open does nothing (rule 2.13 [SIM])", function() -- rule 2.13
    local world = shown()
    world:commitTransaction()
    assert.is_false(world.isBusy)
  end)

  it("reports an error raised in the block by the call during which it ran (rule 2.13)", function() -- rule 2.13
    local world, tv, heights = shown()
    world:beginTransaction()
    world:setTransactionCompletionBlock(function() error("boom at commit") end)
    local ok, err = pcall(world.commitTransaction, world)
    assert.is_false(ok)
    assert.matches("boom at commit", tostring(err))

    heights[1] = 90
    world:beginTransaction()
    world:setTransactionCompletionBlock(function() error("boom after the update") end)
    tv:beginUpdates()
    tv:endUpdates()
    world:commitTransaction()                     -- nothing ran yet: no error here
    ok, err = pcall(world.advance, world, 0.5)
    assert.is_false(ok)
    assert.matches("boom after the update", tostring(err))
    world:advance(0.1)                            -- reported once
  end)

  it("outside begin/commit belongs to the implicit transaction, committed after the caller returns (rule 2.13 [SIM])", function() -- rule 2.13
    local world, tv, heights = shown()
    local runs = 0
    world:setTransactionCompletionBlock(function() runs = runs + 1 end)
    assert.are.equal(0, runs)                     -- not inside the call
    world:advance(0)
    assert.are.equal(1, runs)                     -- nothing animated: at the end of the turn

    heights[3] = 80
    world:setTransactionCompletionBlock(function() runs = runs + 1 end)
    tv:beginUpdates()
    tv:endUpdates()
    world:advance(0.2)
    assert.are.equal(1, runs)                     -- the update joined the implicit transaction
    world:advance(0.2)
    assert.are.equal(2, runs)
  end)

  it("checks its argument", function()
    local world = shown()
    assert.has_error(function() world:setTransactionCompletionBlock(3) end,
      "bad argument #1 to 'setTransactionCompletionBlock' (function expected, got number)")
  end)
end)
