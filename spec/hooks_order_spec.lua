-- Covers the order of hooks: before_each outer->inner, after_each inner->outer, setup once per
-- block before its tests, teardown after them, lazy_setup only when a test below it runs,
-- strict_setup at block entry, finally after the test body and before after_each, and
-- lazy_teardown running once a test below its block ran.
-- Order-dependent: each "checks" block runs after the block it checks (not for --shuffle).
local log = {}
local function record(what) return function() log[#log + 1] = what end end
local function take() local l = log; log = {}; return l end

describe("each hooks", function()
  before_each(record("outer before 1"))
  before_each(record("outer before 2"))
  after_each(record("outer after 1"))
  after_each(record("outer after 2"))
  describe("inner", function()
    before_each(record("inner before"))
    after_each(record("inner after"))
    it("runs between them", record("test"))
  end)
end)

describe("checks each hooks", function()
  it("ran before_each outer to inner and after_each inner to outer", function()
    assert.are.same({ "outer before 1", "outer before 2", "inner before", "test",
                      "inner after", "outer after 1", "outer after 2" }, take())
  end)
end)

describe("setup and teardown", function()
  setup(record("setup"))
  teardown(record("teardown"))
  it("first test", record("test 1"))
  it("second test", record("test 2"))
end)

describe("checks setup and teardown", function()
  it("ran setup once before the tests and teardown once after them", function()
    assert.are.same({ "setup", "test 1", "test 2", "teardown" }, take())
  end)
end)

describe("lazy_setup with no runnable test", function()
  lazy_setup(record("lazy setup without tests"))
  strict_setup(record("strict setup without tests"))
  pending("is pending (declared with pending)")
end)

describe("lazy and strict setup", function()
  strict_setup(record("outer strict"))
  lazy_setup(record("outer lazy"))
  describe("nested", function()
    strict_setup(record("nested strict"))
    it("first test", record("test 1"))
    it("second test", record("test 2"))
  end)
end)

describe("checks lazy and strict setup", function()
  it("ran strict_setup at block entry and lazy_setup once, before the first test", function()
    assert.are.same({ "strict setup without tests",
                      "outer strict", "nested strict", "outer lazy", "test 1", "test 2" }, take())
  end)
end)

describe("finally", function()
  after_each(record("after_each"))
  it("registers a finally", function()
    finally(record("finally"))
    record("body end")()
  end)
end)

describe("checks finally", function()
  it("ran finally after the test body and before after_each", function()
    assert.are.same({ "body end", "finally", "after_each" }, take())
  end)
end)

describe("lazy_teardown without a lazy_setup", function()
  lazy_teardown(record("lazy teardown"))
  it("runs a test below it", record("test"))
end)

describe("checks lazy_teardown", function()
  -- busted 2.1.1 (block.lazyTeardown) runs lazy_teardown once any test below the block ran,
  -- whether or not the block has a lazy_setup; so does `teardown` under --lazy.
  it("ran lazy_teardown after the test", function()
    assert.are.same({ "test", "lazy teardown" }, take())
  end)
end)
