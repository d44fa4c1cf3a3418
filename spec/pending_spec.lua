-- Covers pending(reason) inside a running test: it stops the test where it is called (the rest
-- of the body does not run), finally still runs, and the pending object it raises carries the
-- reason (pcall catches it like any error).
-- Order-dependent: "checks" tests look at flags set by tests declared before them.
local reached = {}

describe("pending inside a test", function()
  it("stops the test there", function()
    reached.before = true
    pending("not finished yet")
    reached.after = true
  end)

  it("still runs finally", function()
    finally(function() reached.finally = true end)
    pending("stopping")
    reached.after_second = true
  end)

  it("raises an object that pcall catches, carrying the reason", function()
    local ok, p = pcall(pending, "why not")
    assert.is_false(ok)
    assert.are.equal("why not", tostring(p))
  end)
end)

describe("checks pending", function()
  it("ran the code before pending and none after it", function()
    assert.are.same({ before = true, finally = true }, reached)
  end)
end)
