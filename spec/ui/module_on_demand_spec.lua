-- The `ui` module adds `ui.explore`, `ui.actions` and `ui.skip` on the first read of any of them
-- (StrictModule.swift's LazyFields): a file that explores nothing does not compile their Lua.
-- Until then they are suggested for a misspelt name and listed for the REPL (`__members`).

describe("the ui module's names added on first read", function()
  -- one test: it must run before anything in this file reads those names
  it("are absent until read, yet suggested and listed, then all added by the first read", function()
    assert.is_nil(rawget(ui, "explore"))
    assert.is_nil(rawget(ui, "actions"))
    assert.is_nil(rawget(ui, "skip"))
    local ok, err = pcall(function() return ui.explor end)
    assert.is_false(ok)
    assert.matches("attempt to read unknown field 'explor' of ui (did you mean 'explore'?)", err, 1, true)
    local members = debug.getmetatable(ui).__members
    assert.are.same({ explore = "method", actions = "field", skip = "method" }, members)
    assert.is_nil(rawget(ui, "explore"))   -- a miss installs nothing

    assert.are.equal("table", type(ui.actions))
    assert.are.equal("function", type(rawget(ui, "explore")))
    assert.are.equal("function", type(rawget(ui, "skip")))
    local names = {}
    for k in pairs(ui) do names[k] = true end
    assert.is_true(names.explore and names.actions and names.skip)
    -- ui.actions stays strict, as it was
    local read, problem = pcall(function() return ui.actions.tapp end)
    assert.is_false(read)
    assert.matches("of ui.actions", problem, 1, true)
  end)

  it("do not keep a module required again alive once the spec drops it", function()
    local first = package.loaded.ui
    package.loaded.ui = nil
    finally(function() package.loaded.ui = first end)
    local weak = setmetatable({}, { __mode = "v" })
    weak[1] = require("ui")
    assert.are_not.equal(first, weak[1])
    package.loaded.ui = first
    collectgarbage()
    collectgarbage()
    assert.is_nil(weak[1])
  end)

  it("leave other misspellings an error with their own hint", function()
    local ok, err = pcall(function() return ui.Wrold end)
    assert.is_false(ok)
    assert.matches("attempt to read unknown field 'Wrold' of ui (did you mean 'World'?)", err, 1, true)
  end)
end)
