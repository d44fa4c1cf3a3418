-- Covers a file whose first use of luassert (the lazily loaded global `assert`) happens inside
-- an insulate block: the tests after that block must still find `assert` and run normally.
-- Nothing here may touch assert/spy/stub/mock/match before the insulate block runs.
insulate("first use of luassert", function()
  it("uses assert for the first time in this file", function()
    assert.is_true(true)
  end)
end)

describe("after the insulate block", function()
  it("still has the global assert", function()
    assert.are.equal("table", type(assert))  -- a nil assert raises here instead
  end)
end)
