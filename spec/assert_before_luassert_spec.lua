-- Covers the fast assertions BEFORE luassert loads (fast_assertions.lua's `defaults`): random
-- spellings and values through the spec's `assert` while luassert is not loaded, each call's
-- outcome kept (the spellings and values drawn so that each call passes); then a failing call,
-- which loads luassert on the spot. Then the same calls through states luassert builds itself
-- (`assert:state()`) must end the same way: the same values returned, and the failure luassert's
-- own, byte for byte (message and kind).
-- Order-dependent: nothing may touch luassert (spy, match, assert:...) before the first test.

-- A fixed-seed generator of our own: math.random follows the run's seed.
local seed = 1515
local function random(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n + 1
end

local shared_fn = function() end
-- (a value with __eq is handed to luassert: only nested in tables here, where deepcompare meets it)
local eq_mt = { __eq = function(x, y) return x.id % 2 == y.id % 2 end }
local pool = table.pack(
  0, -0.0, 1, 1.0, 2, 0.5, 0 / 0, math.huge, 1e-9, 3, "1", "abc", "", "a.c", "%d+", "(%a+)", "Abc 12", "[",
  true, false, nil, {}, {}, { 1, { 2 } }, { 1, { 2 } }, { a = { b = 1 } }, { a = { b = 1 } },
  { setmetatable({ id = 1 }, eq_mt) }, { setmetatable({ id = 3 }, eq_mt) }, shared_fn, shared_fn, coroutine.create(function() end), io.stdout, ui.IndexPath(0, 1), ui.IndexPath(0, 1)
)

-- The spellings the fast path decides before luassert loads (modifiers and luassert's default
-- assertion names, in several cases and groupings).
local spellings = {
  { "equal" }, { "equals" }, { "are", "equal" }, { "are_equal" }, { "is_not", "equal" }, { "are_not", "equal" },
  { "not_equal" }, { "is", "not", "equal" }, { "Are", "Equal" }, { "no", "equal" }, { "was", "equal" },
  { "same" }, { "are", "same" }, { "are_not", "same" }, { "is_same" }, { "is_true" }, { "is_false" },
  { "is", "True" }, { "is_not", "true" }, { "is_not_false" }, { "truthy" }, { "is_truthy" }, { "is", "falsy" },
  { "falsy" }, { "is_not", "truthy" }, { "is_nil" }, { "not_nil" }, { "is_not_nil" }, { "is_number" },
  { "is_string" }, { "is_table" }, { "is_function" }, { "is_boolean" }, { "is_userdata" }, { "is_thread" },
  { "is_not_table" }, { "near" }, { "is_not", "near" }, { "matches" }, { "match" }, { "does", "match" },
  { "does_not", "match" }, { "has", "no", "match" }, { "is", "not", "not", "equal" }, { "has_no_same" },
}

local calls = require "spec.support.assert_calls"
local call, same_ending, shown = calls.call, calls.same_ending, calls.describe_case

-- Whether a call passes, by the assertions' documented meaning (nil: a call this file does not
-- make before luassert loads, such as too few arguments or a malformed pattern).
local function holds(word, args)
  local n, x, y = args.n, args[1], args[2]
  if word == "equal" or word == "equals" then
    if n < 2 then return nil end
    return x == y
  end
  if word == "same" then
    if n < 2 then return nil end
    if type(x) == "table" and type(y) == "table" then return require("luassert.util").deepcompare(x, y, true) end
    return x == y
  end
  if word == "true" then return x == true end
  if word == "false" then return x == false end
  if (word == "truthy" or word == "falsy") and n < 1 then return nil end
  if word == "truthy" then return x ~= nil and x ~= false end
  if word == "falsy" then return x == nil or x == false end
  if word == "near" then
    local tol = args[3]
    if n < 3 or type(x) ~= "number" or type(y) ~= "number" or type(tol) ~= "number" then return nil end
    return y >= x - tol and y <= x + tol
  end
  if word == "matches" or word == "match" then
    if n < 2 or n > 3 or type(x) ~= "string" or (type(y) ~= "string" and type(y) ~= "number") then return nil end
    if n == 3 and (args[3] ~= "a message") then return nil end
    local ok, found = pcall(string.match, tostring(y), x)
    if not ok then return nil end
    return found ~= nil
  end
  return type(x) == word
end

-- A call that passes: spellings and values drawn until `holds` says the call passes.
local function draw()
  while true do
    local path = spellings[random(#spellings)]
    local args = { n = random(4) - 1 }
    for i = 1, args.n do args[i] = pool[random(pool.n)] end
    if args.n >= 2 and random(2) == 1 then args[2] = args[1] end
    if args.n == 3 and path[#path]:lower() == "near" then args[3] = 0.5 end
    if args.n > 0 and random(5) == 1 then args[args.n + 1], args.n = "a message", args.n + 1 end
    local words = {}
    for token in table.concat(path, "_"):lower():gmatch("[^_]+") do words[#words + 1] = token end
    local negate = false
    for i = 1, #words - 1 do if words[i] == "not" or words[i] == "no" then negate = not negate end end
    local h = holds(words[#words], args)
    if h ~= nil and h ~= negate then return path, args end
  end
end

-- A call that fails (for the one that loads luassert).
local function draw_failing()
  while true do
    local path = spellings[random(#spellings)]
    local args = { n = 2, pool[random(pool.n)], pool[random(pool.n)] }
    local words = {}
    for token in table.concat(path, "_"):lower():gmatch("[^_]+") do words[#words + 1] = token end
    local negate = false
    for i = 1, #words - 1 do if words[i] == "not" or words[i] == "no" then negate = not negate end end
    local h = holds(words[#words], args)
    if h ~= nil and h == negate then return path, args end
  end
end

describe("the fast assertions before luassert loads", function()
  it("end as luassert does, without loading it until a call fails", function()
    local cases = {}
    for _ = 1, 2000 do
      local path, args = draw()
      cases[#cases + 1] = { path, args, call(assert, path, args) }
    end
    local unloaded = package.loaded.luassert == nil
    local path, args = draw_failing()
    cases[#cases + 1] = { path, args, call(assert, path, args) }   -- loads luassert
    assert.is_true(unloaded)             -- 2,000 passing calls did not load it
    assert.are.equal(assert, package.loaded.luassert)
    for _, case in ipairs(cases) do
      local slow = call(assert:state(), case[1], case[2])
      if not same_ending(case[3], slow) then
        error(shown(case[1], case[2]) .. ": fast ended " .. tostring(case[3][3] or case[3][1]) ..
              "; luassert " .. tostring(slow[3] or slow[1]), 0)
      end
    end
    assert.is_false(cases[#cases][3][1])
  end)
end)
