-- Covers require from spec files: package.path starts with busted's ./?.lua entries (so
-- spec.support.* and ./src modules resolve from the working directory), and a required module
-- that declares tests with `require 'busted'` (as under busted, a module's global `describe` is nil).
-- Order-dependent: the check runs after the module's test (declared at the require).
local declared = require "spec.support.declares_blocks"

describe("package.path", function()
  it("starts with ./?.lua and has busted's ./src entries", function()
    assert.are.equal(1, package.path:find("./?.lua;./?/init.lua;./src/?.lua;./src/?/?.lua;./src/?/init.lua;", 1, true))
    assert.is_truthy(package.path:find(";./src/?.lua;", 1, true))
  end)
end)

describe("a module that declares blocks", function()
  it("was loaded at declaration time", function()
    assert.is_true(declared.declared)
  end)

  it("saw no global describe: the DSL is not in _G (the module used require 'busted')", function()
    assert.is_nil(declared.global_describe)
  end)

  it("declared a test that ran, with its hook", function()
    assert.is_true(declared.ran)
    assert.are.equal(1, declared.before_each)
  end)
end)
