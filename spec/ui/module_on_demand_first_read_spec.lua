-- What the first read of `ui.explore`, `ui.actions` or `ui.skip` adds to the `ui` module
-- (StrictModule.swift's LazyFields) does not depend on what the spec did to the module before:
-- a name the spec assigned stays the spec's, a stubbed `ui.IndexPath` is not what the actions
-- keep, and the module's `__index` called with another table adds nothing there.
-- Order-dependent: the first test must run before anything in this file reads those names.

local function gridScene()
  local world = ui.World{}
  local grid = world:CollectionViewController{ items = { 12 }, itemSize = { 100, 100 } }
  local nav = world:NavigationController(grid)
  world:show(nav)
  return { world = world, grid = grid, nav = nav }
end

describe("the first read of ui.explore", function()
  it("keeps what the spec did to the module before", function()
    ui.skip = "mine"
    local other = {}
    assert.are.equal("function", type(getmetatable(ui).__index(other, "explore")))
    assert.is_nil(rawget(other, "explore"))
    stub(ui, "IndexPath")
    assert.are.equal("function", type(ui.explore))
    ui.IndexPath:revert()
    assert.are.equal("mine", ui.skip)
    assert.are.equal("table", type(ui.actions))
  end)

  it("gives actions that make index paths with ui.IndexPath as the module made it", function()
    local summary = ui.explore{ scene = gridScene, runs = 5, steps = 5, seed = 9,
      actions = { ui.actions.tap{ list = "grid" } }, invariant = function() end }
    assert.are.equal(5, summary.runs)
  end)
end)
