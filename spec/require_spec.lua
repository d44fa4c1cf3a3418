-- Covers require from spec files: package.path starts with busted's default ./src entries and
-- ends with Lua's own ./?.lua;./?/init.lua (so spec.support.* resolves from the working
-- directory, after installed modules, as under busted), and a required module that calls
-- describe/it declares tests that run.
-- Order-dependent: the check runs after the module's test (declared at the require).
local declared = require "spec.support.declares_blocks"

describe("package.path", function()
  it("starts with busted's ./src entries and ends with Lua's ./?.lua entries", function()
    assert.are.equal(1, package.path:find("./src/?.lua;./src/?/?.lua;./src/?/init.lua;", 1, true))
    assert.are.equal(";./?.lua;./?/init.lua", package.path:sub(-#";./?.lua;./?/init.lua"))
    assert.are.equal(1, package.cpath:find("./csrc/?.so;./csrc/?/?.so;", 1, true))
  end)
end)

describe("a module that declares blocks", function()
  it("was loaded at declaration time", function()
    assert.is_true(declared.declared)
  end)

  it("declared a test that ran, with its hook", function()
    assert.is_true(declared.ran)
    assert.are.equal(1, declared.before_each)
  end)
end)
