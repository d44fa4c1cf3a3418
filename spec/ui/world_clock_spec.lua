-- world:advance and world:settle inside a callback that the same world's clock is running.
local IP = ui.IndexPath

describe("the world's clock", function()
  it("refuses to move again inside a callback of its own advance, and goes on afterwards", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 10 }, rowHeight = 44 }
    world:show(list)
    local tv = list.tableView
    local inner
    tv:performBatchUpdates(function() tv:insertRows({ IP(0, 0) }, "fade") end, function()
      inner = select(2, pcall(world.advance, world, 1))
      world:settle(1)
    end)
    local ok, err = pcall(world.settle, world, 2)
    assert.is_false(ok)
    assert.truthy(err:find(
      "attempt to use 'settle' inside a callback of this world's advance or settle (its clock is already moving)", 1, true))
    assert.are.equal(
      "attempt to use 'advance' inside a callback of this world's advance or settle (its clock is already moving)", inner)
    local before = world.time
    world:advance(0.5)
    assert.are.equal(before + 0.5, world.time)
    world:settle(1)
  end)

  it("lets a callback move another world's clock", function()
    local world, other = ui.World{}, ui.World{}
    local grid = world:CollectionViewController{ items = { 4 } }
    world:show(grid)
    grid.collectionView:performBatchUpdates(nil, function() other:advance(1) end)
    world:settle(1)
    assert.are.equal(1, other.time)
  end)
end)
