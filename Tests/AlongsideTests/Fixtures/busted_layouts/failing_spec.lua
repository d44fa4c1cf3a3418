-- Failures with messages over several lines and an error() with a table value, without pending
-- tests (Debian's busted 2.1.1 prints nothing for -o json when a test is a declared pending).
describe("Map", function()
  it("finds a key", function()
    assert.are.same({ a = 1 }, { a = 2 })
  end)
  it("raises", function()
    error("broken on purpose")
  end)
  it("passes", function()
    assert.truthy(true)
  end)
end)
