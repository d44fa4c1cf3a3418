-- Covers luassert as the runner provides it: the globals assert/spy/stub/mock/match are the
-- luassert modules, say is requirable, a custom assertion registered with say messages works
-- positively and negated and fails with its message, and spies/stubs made in a test are
-- reverted after that test.
-- Order-dependent: the revert checks are tests declared after the tests that spy/stub (under
-- --shuffle they pass trivially when they happen to run first).
local _ = assert  -- luassert loaded at declaration (the first-use case: luassert_first_use_spec.lua)
local target = {}
function target.greet(name) return "hello " .. name end
local original_greet = target.greet
local original_rep = string.rep

describe("the luassert globals", function()
  it("are the luassert modules", function()
    assert.are.equal(require "luassert", assert)
    assert.are.equal(require "luassert.spy", spy)
    assert.are.equal(require "luassert.stub", stub)
    assert.are.equal(require "luassert.mock", mock)
    assert.are.equal(require "luassert.match", match)
  end)

  it("come with a requirable say", function()
    local say = require "say"
    say:set("alongside.spec.greeting", "hi %s")
    assert.are.equal("hi there", say("alongside.spec.greeting", { "there" }))
  end)
end)

describe("a custom assertion", function()
  local say = require "say"
  local function palindrome(_, arguments)
    local s = arguments[1]
    return type(s) == "string" and s == s:reverse()
  end

  before_each(function()
    say:set("assertion.palindrome.positive", "Expected %s to read the same backwards")
    say:set("assertion.palindrome.negative", "Expected %s to not read the same backwards")
    assert:register("assertion", "palindrome", palindrome,
                    "assertion.palindrome.positive", "assertion.palindrome.negative")
  end)

  it("passes through the global assert, positive and negated", function()
    assert.is_palindrome("level")
    assert.is_not_palindrome("levels")
    assert.is_not.palindrome("levels")
  end)

  it("fails with its registered message, caught by pcall", function()
    local ok, err = pcall(assert.is_palindrome, "abc")
    assert.is_false(ok)
    assert.is_truthy(tostring(err):find("Expected (string) 'abc' to read the same backwards", 1, true))
    ok, err = pcall(assert.is_not_palindrome, "abba")
    assert.is_false(ok)
    assert.is_truthy(tostring(err):find("Expected (string) 'abba' to not read the same backwards", 1, true))
  end)
end)

describe("spies and stubs", function()
  it("spy.on replaces a function for the test", function()
    local s = spy.on(target, "greet")
    assert.are.equal("hello you", target.greet("you"))
    assert.spy(s).was.called_with("you")
    assert.are_not.equal(original_greet, target.greet)
  end)

  it("the spied function is the original again in the next test", function()
    assert.are.equal(original_greet, target.greet)
  end)

  it("stub replaces a library function for the test", function()
    stub(string, "rep").returns("stubbed")
    assert.are.equal("stubbed", string.rep("a", 3))
  end)

  it("the stubbed function is the original again in the next test", function()
    assert.are.equal(original_rep, string.rep)
    assert.are.equal("aaa", string.rep("a", 3))
  end)
end)

describe("luassert's failure output of a table that names itself", function()
  local money = setmetatable({ amount = 3 }, {
    __name = "Money", __tostring = function(m) return m.amount .. " EUR" end })

  it("shows its __name and __tostring text", function()
    local ok, err = pcall(assert.are.same, { amount = 4 }, money)
    assert.is_false(ok)
    assert.matches("Passed in:\n(Money) 3 EUR", tostring(err.message or err), 1, true)
  end)

  it("shows a table with only __tostring (no __name) field by field, as luassert does", function()
    local plain = setmetatable({ amount = 3 }, { __tostring = function() return "3 EUR" end })
    local ok, err = pcall(assert.are.same, { amount = 4 }, plain)
    assert.is_false(ok)
    assert.does_not.match("3 EUR", tostring(err.message or err), 1, true)
  end)

  it("still compares it field by field with a plain table", function()
    assert.are.same({ amount = 3 }, money)
  end)
end)
