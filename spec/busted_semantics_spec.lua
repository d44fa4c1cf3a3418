-- Covers busted's execution model: a describe body runs when the runner reaches the block
-- (after the tests and hooks before it); a global assigned in a block stays in that block's
-- environment; the DSL and assert live in the spec's environment, not in _G (a module's
-- `assert` is Lua's, and setmetatable(_G, ...) hides nothing); require 'busted' returns the
-- same functions; randomize(), finally(callable), and strict setup in a block without tests.
-- Order-dependent: the "checks" blocks read what earlier blocks left (not for --shuffle).

describe("a describe body", function()
  local x
  before_each(function() x = 1 end)
  it("runs after the tests before it", function() assert.are.equal(1, x) end)
  describe("declared after a test", function()
    local y = x + 1   -- the before_each above already ran for the first test
    it("sees what that test's before_each set", function() assert.are.equal(2, y) end)
  end)
end)

describe("a global assigned in a test", function()
  it("assigns", function() assigned_in_a_test = 1 end)   -- luacheck: ignore
  it("is not seen by the next test", function() assert.is_nil(assigned_in_a_test) end)   -- luacheck: ignore
end)

describe("a global assigned in a hook", function()
  before_each(function() set_by_hook = "hook" end)   -- luacheck: ignore
  it("is seen by the block's tests", function() assert.are.equal("hook", set_by_hook) end)   -- luacheck: ignore
  it("is not a field of _G", function() assert.is_nil(rawget(_G, "set_by_hook")) end)
end)

describe("the spec's environment", function()
  it("is not _G, and _G holds no DSL", function()
    assert.are_not.equal(_G, _ENV)
    assert.is_nil(rawget(_G, "describe"))
    assert.is_nil(rawget(_G, "it"))
    assert.are.equal("function", type(rawget(_G, "assert")))   -- Lua's
  end)

  it("gives a module Lua's assert", function()
    local f = require("spec.support.plain_assert")
    local ok, err = pcall(f)
    assert.is_false(ok)
    assert.are.equal("string", type(err))
    assert.has_error(f, "checked by Lua's assert")
  end)

  it("keeps assert, spy and stub when _G's metatable changes", function()
    local old = getmetatable(_G)
    setmetatable(_G, nil)
    finally(function() setmetatable(_G, old) end)
    assert.is_table(spy)
    assert.is_table(stub)
    assert.is_true(true)
  end)
end)

describe("require 'busted'", function()
  local busted = require("busted")
  local names = { "describe", "context", "insulate", "expose", "it", "spec", "test", "pending",
                  "setup", "teardown", "before_each", "after_each", "lazy_setup", "lazy_teardown",
                  "strict_setup", "strict_teardown" }
  local seen = {}   -- as a block body sees them (a test sees refusals instead)
  for _, name in ipairs(names) do seen[name] = _ENV[name] end
  it("returns the functions the spec sees", function()
    for _, name in ipairs(names) do
      assert.are.equal(seen[name], busted[name], name)
    end
    assert.are.equal(assert, busted.assert)
    assert.are.equal(spy, busted.spy)
    assert.is_function(busted.subscribe)
    assert.is_function(busted.publish)
    assert.is_function(busted.finally)
    assert.is_function(busted.randomize)   -- ours: busted 2.1.1's table lacks it
  end)

  it("is read-only", function()
    assert.has_error(function() busted.describe = nil end, "Attempt to modify busted")
  end)
end)

local order = {}
describe("randomize", function()
  randomize(7)
  for i = 1, 6 do it("test " .. i, function() order[#order + 1] = i end) end
end)

describe("checks randomize", function()
  it("ran the block's tests shuffled, each once", function()
    local sorted = { table.unpack(order) }
    table.sort(sorted)
    assert.are.same({ 1, 2, 3, 4, 5, 6 }, sorted)
    assert.are_not.same({ 1, 2, 3, 4, 5, 6 }, order)
  end)
end)

describe("finally", function()
  local s, in_hook
  before_each(function() in_hook = finally end)
  it("is nil in a hook", function() assert.is_nil(in_hook) end)
  it("takes any callable, a spy here", function()
    s = spy.new(function() end)
    finally(s)
  end)
  it("called it after the test", function() assert.spy(s).was.called(1) end)
end)

local setups = 0
describe("a block without tests", function()
  setup(function() setups = setups + 1 end)
  strict_setup(function() setups = setups + 1 end)
end)

describe("checks a block without tests", function()
  it("ran its setup and strict_setup", function() assert.are.equal(2, setups) end)
end)

insulate("insulate", function()
  local old = getmetatable(_G)
  it("lets a test replace _G's metatable", function()
    setmetatable(_G, { __index = function(_, k) if k == "INSULATED_MAGIC" then return 42 end end })
    assert.are.equal(42, INSULATED_MAGIC)   -- luacheck: ignore
  end)
  teardown(function() assert(getmetatable(_G) ~= old) end)
end)

describe("after insulate", function()
  it("has _G's metatable back", function() assert.is_nil(INSULATED_MAGIC) end)   -- luacheck: ignore
end)

insulate("outer insulate", function()
  insulate("inner insulate", function()
    expose("expose", function()
      _G.EXPOSED_THROUGH_INSULATE = true
      it("sets a global", function() assert.is_true(_G.EXPOSED_THROUGH_INSULATE) end)
    end)
  end)
  it("keeps what the expose block set past the inner insulate", function()
    assert.is_true(_G.EXPOSED_THROUGH_INSULATE)
  end)
end)

describe("around an expose block", function()
  describe("its parent", function()
    expose("expose", function()
      exposed_plain_global = "up"   -- luacheck: ignore
    end)
  end)
  it("sees a global the expose body assigned (two levels up, as busted's expose)", function()
    assert.are.equal("up", exposed_plain_global)   -- luacheck: ignore
  end)
end)

describe("after the block around expose", function()
  it("does not see that global", function() assert.is_nil(exposed_plain_global) end)   -- luacheck: ignore
end)
