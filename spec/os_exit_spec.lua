-- Covers os.exit inside a spec: instead of ending the run it raises an error (pcall catches
-- it, so the test goes on) whose message names the call, e.g. os.exit(3).
-- Order-independent.
describe("os.exit", function()
  it("raises an error that pcall catches, mentioning os.exit(3)", function()
    local after = false
    local ok, err = pcall(function()
      os.exit(3)
      after = true
    end)
    assert.is_false(ok)
    assert.is_false(after)
    assert.is_truthy(tostring(err):find("os.exit(3)", 1, true))
  end)

  it("names other exit codes too", function()
    local ok, err = pcall(os.exit, true)
    assert.is_false(ok)
    assert.is_truthy(tostring(err):find("os.exit(true)", 1, true))
  end)

  it("lets the test continue after the pcall", function()
    pcall(os.exit, 1)
    assert.are.equal(2, 1 + 1)
  end)
end)
