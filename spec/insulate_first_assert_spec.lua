-- Covers a file whose first use of luassert happens inside an insulate block: the tests after
-- that block must still find `assert` (the same object, still luassert's module) and luassert
-- itself (insulate's restore of package.loaded keeps it). Nothing here may load luassert
-- before the insulate block runs: a passing common assertion does not (the fast assertions
-- decide it), `has_no.errors` does.
insulate("first use of luassert", function()
  it("uses assert for the first time in this file", function()
    assert.is_true(package.loaded.luassert == nil)   -- decided without luassert
    assert.has_no.errors(function() end)             -- loads it
    assert.is_true(rawequal(assert, package.loaded.luassert))
    -- a spec's own modules whose names only begin like luassert's or say's are not kept
    package.loaded.luassert_helpers, package.loaded.sayings = {}, {}
  end)
end)

describe("after the insulate block", function()
  it("still has the global assert, which is still luassert's module", function()
    assert.are.equal("table", type(assert))  -- a nil assert raises here instead
    assert.is_true(rawequal(assert, package.loaded.luassert))
    assert.is_true(rawequal(assert, require "luassert"))
  end)

  it("kept luassert's modules and say, and no module named only like them", function()
    assert.is_not_nil(package.loaded["luassert.assert"])
    assert.is_not_nil(package.loaded.say)
    assert.is_nil(package.loaded.luassert_helpers)
    assert.is_nil(package.loaded.sayings)
  end)

  it("has Lua's own getmetatable back (the runner's, which loads luassert, was saved by insulate)", function()
    assert.are.equal("C", debug.getinfo(getmetatable, "S").what)
    assert.are.equal("C", debug.getinfo(debug.getmetatable, "S").what)
  end)
end)
