-- A first spec: busted's describe/it DSL with luassert, as alongside runs it.
-- Run it with: alongside Examples/getting_started_spec.lua

describe("a stack", function()
  local stack

  before_each(function()
    stack = {}
  end)

  it("starts empty", function()
    assert.are.equal(0, #stack)
  end)

  it("pushes and pops #fast", function()
    table.insert(stack, "a")
    table.insert(stack, "b")
    assert.are.same({ "a", "b" }, stack)
    assert.are.equal("b", table.remove(stack))
  end)

  it("reports what it printed", function()
    print("captured into this test's report, not mixed into the terminal")
    assert.is_true(#stack == 0)
  end)

  describe("errors", function()
    it("can be expected", function()
      assert.has_error(function() error("boom") end)
      assert.error_matches(function() error("row 12 out of range") end, "out of range")
    end)
  end)
end)
