-- What the first read of `ui.explore`, `ui.actions` or `ui.skip` adds to the `ui` module
-- (StrictModule.swift's LazyFields) does not depend on what the spec did to the module before:
-- a name the spec assigned stays the spec's, a `ui.IndexPath` stubbed at that moment is not what
-- the actions make index paths with, and the module's `__index` called with another table adds
-- nothing, there or in the module. One test: it must run before anything reads those names.

local function gridScene()
  local world = ui.World{}
  local grid = world:CollectionViewController{ items = { 12 }, itemSize = { 100, 100 } }
  local nav = world:NavigationController(grid)
  world:show(nav)
  return { world = world, grid = grid, nav = nav }
end

describe("the first read of ui.explore", function()
  it("keeps what the spec did to the module before, and ui.IndexPath as the module made it", function()
    ui.skip = "mine"
    local other = {}
    assert.has_error(function() return getmetatable(ui).__index(other, "explore") end,
      "attempt to read unknown field 'explore' of ui")
    assert.is_nil(rawget(other, "explore"))
    assert.is_nil(rawget(ui, "explore"))
    stub(ui, "IndexPath")
    finally(function() ui.IndexPath:revert() end)
    -- the first read, with the stub in place; the explorer's taps make index paths all the same
    local summary = ui.explore{ scene = gridScene, runs = 5, steps = 5, seed = 9,
      actions = { ui.actions.tap{ list = "grid" } }, invariant = function() end }
    assert.are.equal(5, summary.runs)
    assert.are.equal("mine", ui.skip)
    assert.are.equal("table", type(ui.actions))
  end)
end)
