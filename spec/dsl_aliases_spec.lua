-- Covers the DSL's names: describe/context declare blocks, it/test/spec declare tests, and
-- it/test/spec with only a name declare nothing: as in busted they return the curried form,
-- `it "name" (function() ... end)`.
-- Order-dependent: the last test checks flags set by the tests declared before it, so this
-- file is not meant to pass under --shuffle.
local ran = {}
local without_fn = {}

describe("describe declares a block", function()
  it("it declares a test that runs", function() ran.it = true end)
  test("test declares a test that runs", function() ran.test = true end)
  spec("spec declares a test that runs", function() ran.spec = true end)
end)

context("context declares a block", function()
  it("whose tests run", function() ran.context = true end)
end)

describe("tests without a function", function()
  -- Each returns a function taking the body; a raise would fail this block (and skip the flag).
  without_fn.it = type(it("it without a function declares nothing")) == "function"
  without_fn.test = type(test("test without a function declares nothing")) == "function"
  without_fn.spec = type(spec("spec without a function declares nothing")) == "function"
  it "is declared by the curried form" (function() ran.curried = true end)
  describe "curried block" (function()
    test "runs too" (function() ran.curried_block = true end)
  end)
end)

describe("the aliases", function()
  local function same_kind(ref, fns)
    for _, f in ipairs(fns) do
      assert.are.equal("function", type(f))
      local info, want = debug.getinfo(f, "Su"), debug.getinfo(ref, "Su")
      assert.are.equal(want.what, info.what)
      assert.are.equal(want.source, info.source)
      assert.are.equal(want.nparams, info.nparams)
    end
  end

  it("context is the same kind of function as describe", function()
    same_kind(describe, { context })
  end)

  it("it, test and spec are the same kind of function", function()
    same_kind(it, { test, spec })
  end)

  it("return the curried form without raising when given no function", function()
    assert.are.same({ it = true, test = true, spec = true }, without_fn)
  end)

  it("declared tests that ran (checked after them)", function()
    assert.are.same({ it = true, test = true, spec = true, context = true, curried = true,
                      curried_block = true }, ran)
  end)
end)
