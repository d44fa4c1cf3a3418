-- Covers insulate and expose: globals and package.loaded entries added inside insulate (in its
-- body or its tests) are gone after it; globals set inside expose stay visible to later blocks
-- of the same file; a global set in an insulate body is visible to that block's own tests.
-- Order-dependent: the "after" blocks check what the blocks declared before them left behind.
local _ = assert  -- load luassert before any insulate block (see insulate_first_assert_spec.lua)
local first_probe

insulate("insulate", function()
  _G.INSULATE_BODY_GLOBAL = "body"

  it("lets a test set a global and require a module", function()
    _G.INSULATE_TEST_GLOBAL = "test"
    first_probe = require "spec.support.loaded_probe"
    assert.is_not_nil(package.loaded["spec.support.loaded_probe"])
  end)

  it("keeps the test's global for the next test of the block", function()
    assert.are.equal("test", rawget(_G, "INSULATE_TEST_GLOBAL"))
  end)

  -- busted runs an insulate body right before its tests, inside the insulation, so the tests
  -- see what the body set.
  it("lets its tests see a global its body set", function()
    assert.are.equal("body", rawget(_G, "INSULATE_BODY_GLOBAL"))
  end)
end)

expose("expose", function()
  _G.EXPOSE_BODY_GLOBAL = "body"
  it("lets a test set a global", function()
    _G.EXPOSE_TEST_GLOBAL = "test"
  end)
end)

describe("after insulate and expose", function()
  it("removed the globals set inside insulate", function()
    assert.is_nil(rawget(_G, "INSULATE_BODY_GLOBAL"))
    assert.is_nil(rawget(_G, "INSULATE_TEST_GLOBAL"))
  end)

  it("removed the package.loaded entry added inside insulate", function()
    assert.is_table(first_probe)
    assert.is_nil(package.loaded["spec.support.loaded_probe"])
    assert.are_not.equal(first_probe, require "spec.support.loaded_probe")
  end)

  it("kept the globals set inside expose", function()
    assert.are.equal("body", rawget(_G, "EXPOSE_BODY_GLOBAL"))
    assert.are.equal("test", rawget(_G, "EXPOSE_TEST_GLOBAL"))
  end)
end)
