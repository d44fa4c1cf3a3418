-- Covers the DSL's names: describe/context declare blocks, it/test/spec declare tests, and
-- it/test/spec without a function declare a pending test (no error at declaration time; they
-- show up as pending in the run's summary).
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
  -- Each of these is reported as pending; a raise would fail this block (and skip the flag).
  it("it without a function is pending")
  without_fn.it = true
  test("test without a function is pending")
  without_fn.test = true
  spec("spec without a function is pending")
  without_fn.spec = true
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

  it("declare pending tests without raising when given no function", function()
    assert.are.same({ it = true, test = true, spec = true }, without_fn)
  end)

  it("declared tests that ran (checked after them)", function()
    assert.are.same({ it = true, test = true, spec = true, context = true }, ran)
  end)
end)
