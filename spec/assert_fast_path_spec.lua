-- Covers the runner's fast assertions (fast_assertions.lua) against luassert itself: the same
-- spelling and arguments given to `assert` (the fast path) and to a state luassert builds
-- itself (`assert:state()`, which the fast path never touches) must end the same way: both
-- pass returning the same values, or both raise the same kind of value with byte-for-byte the
-- same message. Thousands of cases drawn with a fixed seed from numbers (NaN, -0.0, 1 vs 1.0),
-- strings, nested and cyclic tables, `__eq` and `__index` metatables, functions, a coroutine, a
-- file, `ui` index paths (userdata with a protected metatable) and matchers, through every
-- spelling the fast path decides and some it hands on.

-- A fixed-seed generator of our own: math.random follows the run's seed.
local seed = 15
local function random(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n + 1
end

local unpack = table.unpack

local function values()
  local cyclic1, cyclic2 = { 1 }, { 1 }
  cyclic1.self, cyclic2.self = cyclic1, cyclic2
  local eq_mt = { __eq = function(x, y) return x.id % 2 == y.id % 2 end }
  local boom_mt = { __eq = function() error("eq boom") end }
  local named_mt = { __name = "Point", __tostring = function(p) return "(" .. p.x .. ")" end }
  local echo = setmetatable({}, { __index = function(_, k) return k end })
  local shared_fn = function() end
  local pool = table.pack(
    0, -0.0, 1, 1.0, 2, 0.5, 0 / 0, math.huge, -math.huge, math.maxinteger, 1e-9, 3,
    "1", "abc", "", "a.c", "%d+", "(%a+)", "Abc 12", "[", "0x10",
    true, false, nil,
    {}, {}, { 1 }, { 1, { 2 } }, { 1, { 2 } }, { 1, { 3 } }, { a = { b = { c = 1 } } }, { a = { b = { c = 1 } } },
    cyclic1, cyclic2,
    setmetatable({ id = 1 }, eq_mt), setmetatable({ id = 3 }, eq_mt), setmetatable({ id = 2 }, eq_mt),
    { setmetatable({ id = 1 }, eq_mt) }, { setmetatable({ id = 3 }, eq_mt) },
    setmetatable({}, boom_mt), setmetatable({}, boom_mt), { setmetatable({}, boom_mt) }, { setmetatable({}, boom_mt) },
    setmetatable({ x = 1 }, named_mt), echo, { x = "x" },
    shared_fn, shared_fn, function() end, function() error("raised") end,
    coroutine.create(function() end), io.stdout,
    ui.IndexPath(0, 1), ui.IndexPath(0, 1), ui.IndexPath(1, 0),
    match._, match.is_number(), match.is_table()
  )
  return pool, pool.n
end

-- Spellings: the fast path's own, and some it must hand to luassert (unknown keys, luassert
-- assertions it does not decide, a modifier that takes arguments).
local spellings = {
  { "equal" }, { "equals" }, { "are", "equal" }, { "are_equal" }, { "is_not", "equal" }, { "are_not", "equal" },
  { "not_equal" }, { "is", "not", "equal" }, { "Are", "Equal" }, { "no", "equal" }, { "was", "equal" },
  { "same" }, { "are", "same" }, { "are_not", "same" }, { "is_same" },
  { "is_true" }, { "is_false" }, { "is", "True" }, { "is_not", "true" }, { "is_not_false" },
  { "truthy" }, { "is_truthy" }, { "is", "falsy" }, { "falsy" }, { "is_not", "truthy" }, { "is_not_falsy" },
  { "is_nil" }, { "not_nil" }, { "is_not_nil" }, { "is_number" }, { "is_string" }, { "is_table" },
  { "is_function" }, { "is_boolean" }, { "is_userdata" }, { "is_thread" }, { "is_not_table" },
  { "near" }, { "is", "near" }, { "is_not", "near" },
  { "matches" }, { "match" }, { "does", "match" }, { "does_not", "match" }, { "has", "no", "match" },
  { "is_unique" }, { "has_error" }, { "has", "no", "error" }, { "error_matches" }, { "are", "equql" },
  { "is", "not", "not", "equal" }, { "not", "is_not", "same" },
}

local calls = require "spec.support.assert_calls"
local ending, call, describe_case, describe_ending = calls.ending, calls.call, calls.describe_case, calls.describe_ending

-- Two luassert states are alike (a modifier-only call returns its state).
local state_mt = getmetatable(assert:state())
local function same_ending(x, y)
  return calls.same_ending(x, y, function(a, b)
    return type(a) == "table" and getmetatable(a) == state_mt and getmetatable(b) == state_mt
  end)
end

describe("the fast assertions", function()
  it("end as luassert does for 6,000 random spellings and arguments", function()
    local pool, size = values()
    local mismatches, passes, failures = {}, 0, 0
    for _ = 1, 6000 do
      local path = spellings[random(#spellings)]
      local args = { n = random(5) - 1 }
      for i = 1, args.n do args[i] = pool[random(size)] end
      if args.n > 0 and random(4) == 1 then args[args.n + 1], args.n = "a message", args.n + 1 end
      local fast = call(assert, path, args)
      local slow = call(assert:state(), path, args)
      if fast[1] then passes = passes + 1 else failures = failures + 1 end
      if not same_ending(fast, slow) and #mismatches < 5 then
        mismatches[#mismatches + 1] = describe_case(path, args) .. ": fast " .. describe_ending(fast) ..
          "; luassert " .. describe_ending(slow)
      end
    end
    if #mismatches > 0 then error(table.concat(mismatches, "\n"), 0) end
    -- both outcomes were drawn often: the comparison covered passes and failures
    assert.is_true(passes > 1000 and failures > 1000)
  end)

  it("keep luassert's state when one chain is called again", function()
    local calls = {
      { { "is_not", "equal" }, { { 1, 2, n = 2 }, { 1, 2, n = 2 }, { 1, 1, n = 2 }, { 1, 1, n = 2 } } },
      { { "are", "equal" }, { { 1, 1, "kept", n = 3 }, { 1, 2, n = 2 } } },
      { { "is" }, { { n = 0 } } },
    }
    for _, c in ipairs(calls) do
      local path, argsList = c[1], c[2]
      local fast, slow = assert, assert:state()
      for _, key in ipairs(path) do fast, slow = fast[key], slow[key] end
      for _, args in ipairs(argsList) do
        local f = ending(pcall(fast, unpack(args, 1, args.n)))
        local s = ending(pcall(slow, unpack(args, 1, args.n)))
        if not same_ending(f, s) then
          error(describe_case(path, args) .. " again: fast " .. describe_ending(f) .. "; luassert " .. describe_ending(s), 0)
        end
      end
    end
    -- a kept `is` adds keys to those it has, and each call flips its `not` again, as
    -- luassert's state does: its third call fails where a fresh `assert.is.truthy(1)` passes
    local kept_fast, kept_slow = assert.is, assert:state().is
    kept_fast.not_nil(1)
    kept_slow.not_nil(1)
    kept_fast.truthy(1)
    kept_slow.truthy(1)
    local f = ending(pcall(kept_fast.truthy, 1))
    local s = ending(pcall(kept_slow.truthy, 1))
    assert.is_true(same_ending(f, s))
    assert.is_false(f[1])
  end)

  it("show a chain's mod and failure message under luassert's names", function()
    local fast, slow = assert.are.equal, assert:state().are.equal
    fast(1, 1, "kept")
    slow(1, 1, "kept")
    assert.are.equal(slow.failure_message, fast.failure_message)
    assert.are.equal(assert:state().is_not.mod, assert.is_not.mod)
  end)

  it("can be copied deeply and compared, as luassert's states (luassert's 'asserts can be reused')", function()
    local function deep_copy(t)   -- as Penlight's tablex.deepcopy: keys too, same metatable
      if type(t) ~= "table" then return t end
      local copy = {}
      for k, v in pairs(t) do copy[deep_copy(k)] = deep_copy(v) end
      return setmetatable(copy, getmetatable(t))
    end
    local is_same = assert.is_same
    local orig_same = deep_copy(is_same)
    is_same({}, {})
    assert.is_same(orig_same, is_same)
  end)

  it("read on through the luassert state a chain handed a failure to; a copy of it is a chain", function()
    local fast, slow = assert.are, assert:state().are
    assert.is_true(same_ending(ending(pcall(fast.equal, 1, 2)), ending(pcall(slow.equal, 1, 2))))
    -- `fast` stands for a luassert state now: a key read from it is read from that state
    local one, two = { 1 }, { 2 }   -- (the same tables: the messages show their addresses)
    local f = ending(pcall(fast.same, one, two))
    local s = ending(pcall(slow.same, one, two))
    assert.is_true(same_ending(f, s))
    assert.is_false(f[1])
    -- a table given its metatable (a deep copy's way) stands for nothing yet: the fast path again
    local copy = setmetatable({ tokens = "are", mod = true }, getmetatable(fast))
    assert.are.equal("x", copy.equal("x", "x"))
    local ok, err = pcall(copy.same, { 1 }, { 2 })
    assert.is_false(ok)
    assert.matches("Expected objects to be the same", tostring(err), 1, true)
  end)

  it("leave a chain that handed a failure to luassert as luassert leaves its state", function()
    local fast, slow = assert.is_not.equal, assert:state().is_not.equal
    assert.is_true(same_ending(ending(pcall(fast, 1, 1, "m")), ending(pcall(slow, 1, 1, "m"))))
    -- what a spec reads of it is its state's: `not` flipped `mod`, the message is kept
    assert.is_false(slow.mod)
    assert.are.equal(slow.mod, fast.mod)
    assert.are.equal("m", rawget(slow, "failure_message"))
    assert.are.equal("m", rawget(fast, "failure_message"))
    -- a key read gives the chain itself back, as luassert's state gives itself
    assert.is_true(rawequal(slow, slow.equal))
    assert.is_true(rawequal(fast, fast.equal))
    -- and the next call goes on from there: `not` flips `mod` back, 1 == 1 passes
    assert.is_true(same_ending(ending(pcall(fast, 1, 1)), ending(pcall(slow, 1, 1))))
    assert.is_true(slow.mod)
    assert.are.equal(slow.mod, fast.mod)
  end)

  it("hand a re-registered assertion to luassert", function()
    local namespace = require "luassert.namespaces"
    local original = namespace.assertion.equal
    assert.are.equal(1, 1)
    assert:register("assertion", "equal", function() return false end,
                    original.positive_message, original.negative_message)
    local ok, err = pcall(assert.are.equal, 1, 1)
    namespace.assertion.equal = original
    assert.is_false(ok)
    assert.matches("Expected objects to be equal", tostring(err), 1, true)
  end)

  it("leave argument-count errors to luassert", function()
    local ok, err = pcall(assert.are.equal, 1)
    assert.is_false(ok)
    assert.matches("luassert/assertions.lua:%d+: the 'equals' function requires a minimum of 2 arguments, got: 1$",
                   tostring(err))
  end)
end)
