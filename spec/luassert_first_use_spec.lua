-- Covers spies made by the very first test that uses luassert in a file (nothing touches
-- assert/spy/stub/mock/match at declaration time here): like any other test's spies they must
-- be reverted after that test.
-- Order-dependent: the check is the test declared after the spying one.
local target = {}
function target.greet(name) return "hello " .. name end
local original_greet = target.greet

describe("spy.on in the first test that uses luassert", function()
  it("spies a function (the file's first luassert use)", function()
    spy.on(target, "greet")
    target.greet("you")
    assert.spy(target.greet).was.called(1)
  end)

  it("the spied function is the original again in the next test", function()
    assert.are.equal(original_greet, target.greet)
  end)
end)
