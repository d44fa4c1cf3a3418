-- [alongside] assertions: luassert's common assertions decided cheaply when they PASS, and
-- without loading luassert at all while every assertion of a file passes.
-- luassert builds a state table per `assert.are.equal(...)` chain; its `__index` steps, key
-- splitting, modifier lookups and argument list cost about 10 µs a call even when nothing is
-- formatted, and loading it costs about 2 ms and 0.5 MiB a file. Here the spec's `assert` (one
-- table for the whole file: the runner makes luassert's module BE that table when luassert
-- loads) hands out a small chain object instead, which keeps the keys read (joined by '_',
-- which luassert splits into the same tokens) and, when called, decides the passing case of a
-- known assertion with luassert's own comparisons. Anything else loads luassert (when it has
-- not loaded yet) and becomes a real luassert state, rebuilt from the same keys, modifier flag
-- and failure message, and runs luassert's own __call code: a failure (so the message, the
-- formatters, `assert:set_parameter` stay luassert's), a wrong argument count, an unknown key,
-- a modifier or assertion this file does not know or that `assert:register` replaced, a
-- `__eq`, `__tostring` or malformed pattern whose error would name this file's line.
-- Before luassert loads, only luassert's default names are known (nothing can have been
-- registered: `assert:register` loads it), so they are listed here (`defaults`).
-- Known difference: when a `same` of tables FAILS, metamethods met during the comparison
-- (`__index`, nested `__eq`) run twice: once here, once in luassert. A chain whose `tokens`
-- or `mod` a spec set to nil errs or fails with another message than luassert's state would.
-- a: the spec's `assert`; fail: the runner's `error` for luassert (raises failures);
-- load_luassert: loads luassert into `a`; loader_mt: `a`'s metatable until luassert loads (the
-- runner's loader); raw_getmetatable: debug.getmetatable as Lua made it (the spec's loads
-- luassert when given `a`); require_from_start: `require` with the file's starting package.path
-- and cpath; make_decider: the C half of the fast path (assertion_decider.c), or nil (then the
-- Lua below decides alone, the same way). Returns the function the runner calls once
-- luassert's module is `a`, and the decider (see the end).
local a, fail, load_luassert, loader_mt, raw_getmetatable, require_from_start, make_decider = ...
local type, rawget, rawequal, setmetatable, select, tonumber, tostring, require =
      type, rawget, rawequal, setmetatable, select, tonumber, tostring, require
local lower, gmatch = string.lower, string.gmatch
local ipairs, pairs, insert = ipairs, pairs, table.insert
-- luassert's modules, once it has loaded (luassert.util alone may load before: `same`)
local util, namespace, astate, say
local loaded = false
local function ensure_loaded()
  if not loaded then load_luassert() end
end

-- True when `x == y` would call a `__eq` metamethod (Lua 5.4 tries the left's, then the right's).
local function runs_eq(x, y)
  local tx = type(x)
  if (tx ~= 'table' and tx ~= 'userdata') or type(y) ~= tx or rawequal(x, y) then return false end
  local mx, my = raw_getmetatable(x), raw_getmetatable(y)
  return (mx and rawget(mx, '__eq') ~= nil) or (my and rawget(my, '__eq') ~= nil) or false
end

-- Each check returns, as luassert's assertion would: whether the assertion holds (nil: not
-- decided here) and the failure message it would keep in its state. Arguments: count, values.
-- runs_eq inlined: `equal` is most assertions, and a call less each counts.
local function equals(n, x, y, m)
  if n < 2 then return nil end
  local tx = type(x)
  if (tx == 'table' or tx == 'userdata') and type(y) == tx and not rawequal(x, y) then
    local mx, my = raw_getmetatable(x), raw_getmetatable(y)
    if (mx and rawget(mx, '__eq') ~= nil) or (my and rawget(my, '__eq') ~= nil) then return nil end
  end
  return x == y, m
end

local function same(n, x, y, m)
  if n < 2 then return nil end
  if type(x) == 'table' and type(y) == 'table' then
    util = util or require_from_start 'luassert.util'   -- 0.3 ms, and only luassert's comparison
    return not not util.deepcompare(x, y, true), m
  end
  if runs_eq(x, y) then return nil end
  return x == y, m
end

local function truthy(n, x, m)
  if n < 1 then return nil end
  return x ~= false and x ~= nil, m
end

local function falsy(n, x, m)
  if n < 1 then return nil end
  return x == false or x == nil, m
end

local function is_true(_, x, m) return x == true, m end
local function is_false(_, x, m) return x == false, m end

-- luassert's is_type inserts its 'type X' argument at #2, which makes `n > 1` always true.
local function is_type(etype)
  return function(_, x, m) return type(x) == etype, m end
end

local function near(n, x, y, tolerance, m)
  if n < 3 then return nil end
  local expected, actual, tol = tonumber(x), tonumber(y), tonumber(tolerance)
  if not (expected and actual and tol) then return nil end
  return actual >= expected - tol and actual <= expected + tol, m
end

-- luassert's `matches(pattern, actual [, init [, plain]] [, message])`: only the forms without
-- init/plain are decided here (a third argument that is a message, or nil).
local function match_subject(n, pattern, actual, third)
  if type(pattern) ~= 'string' or n > 3 then return nil end
  if n == 3 and third ~= nil and (third == true or third == false or tonumber(third)) then return nil end
  local ta = type(actual)
  if ta == 'number' then return tostring(actual) end
  if ta == 'string' then return actual end
  return nil
end

-- A malformed pattern's error names the line that called string.match: luassert's, so such a
-- pattern is left to luassert (pcall here), and the error is raised there.
local match, pcall = string.match, pcall
local function matches(n, pattern, actual, third)
  local subject = match_subject(n, pattern, actual, third)
  if not subject then return nil end
  local ok, found = pcall(match, subject, pattern)
  if not ok then return nil end
  return found ~= nil, third
end

-- A passing `matches` returns the captures (none when negated), as luassert's retargs.
local function match_results(holds, pattern, actual)
  if not holds then return end
  local subject = type(actual) == 'number' and tostring(actual) or actual
  return subject:match(pattern)
end

local checks = {
  equal = equals, equals = equals, same = same, truthy = truthy, falsy = falsy,
  ['true'] = is_true, ['false'] = is_false, near = near, matches = matches, match = matches,
}
for _, etype in ipairs({ 'nil', 'boolean', 'number', 'string', 'table', 'userdata', 'function', 'thread' }) do
  checks[etype] = is_type(etype)
end

-- The names in use: luassert's namespace once it has loaded; before, `defaults`, a namespace of
-- luassert's default names (the same words, so the same keys; one entry table per name).
local defaults = { assertion = {}, modifier = {} }
for name in pairs(checks) do defaults.assertion[name] = {} end
for _, name in ipairs({ 'is', 'are', 'was', 'has', 'does', 'not', 'no' }) do defaults.modifier[name] = {} end
local names = defaults

-- The entries of `names` this file decides (so a re-registered name is not taken for its
-- original), the modifiers that negate and those that change nothing.
local check_of_entry, results_of_entry, negating, neutral
local function index_entries()
  check_of_entry, results_of_entry, negating, neutral = {}, {}, {}, {}
  for name, check in pairs(checks) do
    local entry = names.assertion[name]
    if entry then check_of_entry[entry] = check end
  end
  results_of_entry[names.assertion.matches or false] = match_results
  results_of_entry[names.assertion.match or false] = match_results
  negating[names.modifier['not'] or false], negating[names.modifier.no or false] = true, true
  for _, name in ipairs({ 'is', 'are', 'was', 'has', 'does' }) do
    if names.modifier[name] then neutral[names.modifier[name]] = true end
  end
end
index_entries()

-- util.extract_keys('assertion', tokens) without raising: the keys, or nil when one is unknown.
local function extract_keys(tokens)
  local assertions, modifiers = names.assertion, names.modifier
  local keys, key, i = {}, nil, #tokens
  while i > 0 do
    local token = tokens[i]
    key = key and (token .. '_' .. key) or token
    local longkey = i > 1 and (tokens[i - 1] .. '_' .. key) or nil
    while i > 1 and longkey and assertions[longkey] do
      key = longkey
      i = i - 1
      token = tokens[i]
      longkey = token .. '_' .. key
    end
    if modifiers[key] or assertions[key] then
      insert(keys, 1, key)
      key = nil
    end
    i = i - 1
  end
  if key then return nil end
  return keys
end

-- What a chain's keys mean, as luassert's __call reads them: { check, negate, results } when
-- every modifier is one of luassert's own and the assertion one this file decides, else false.
local function resolve(path)
  local tokens = {}
  for token in gmatch(lower(path), '[^_]+') do tokens[#tokens + 1] = token end
  local keys = extract_keys(tokens)
  if not keys then return false end
  local entry, negate = nil, false
  for _, key in ipairs(keys) do
    entry = names.assertion[key] or entry
    local modifier = names.modifier[key]
    if modifier then
      if negating[modifier] then negate = not negate
      elseif not neutral[modifier] then return false end
    end
  end
  local check = entry and check_of_entry[entry]
  if not check then return false end
  return { check = check, negate = negate, results = results_of_entry[entry] }
end

-- Meanings by joined key path, and the C decider's code for each meaning it can decide
-- (`code_of`); forgotten when luassert loads and whenever an assertion or modifier is
-- (un)registered. `codes` is emptied in place, never replaced: the decider holds the table.
local meanings, codes = {}, {}
local function forget_meanings()
  meanings = {}
  for path in pairs(codes) do codes[path] = nil end
end

-- The checks the C decider decides, by the number it knows each by (make_decider gives them,
-- below); empty without it, and then no path has a code.
local kind_of = {}

-- A meaning's code for the decider: its check's number times two, plus one when negated; nil
-- when the decider cannot decide it (a `matches`, with its captures; a check it does not know).
local function code_of(meaning)
  if not meaning or meaning.results then return nil end
  local kind = kind_of[meaning.check]
  return kind and kind * 2 + (meaning.negate and 1 or 0)
end

-- A chain's fields are a luassert state's names: `mod`, `failure_message`, and `tokens`, here
-- the keys read so far joined by '_' (a string, not luassert's list). A spec reading
-- `assert.is.mod`, or comparing or copying a chain (`assert.same`, a deep copy), meets only
-- those. The real luassert state a chain comes to stand for is kept beside it, weakly.
-- A chain that stands for one gets `forwarding_mt` (below): `chain_mt`'s functions then meet
-- only chains of their own, and its __index needs no look-up in `real_of` first.
local real_of = setmetatable({}, { __mode = 'k' })
-- decide(chain, ...): true when the C decider (below) decided and recorded a passing call.
local decide = function() return false end   -- (without the decider: never)
local chain_mt, forwarding_mt = {}, {}

-- The real luassert state this chain stands for (luassert loaded first): the same tokens, `mod`
-- and failure message. From then on the chain forwards everything to it.
local function materialize(chain)
  ensure_loaded()
  local state = a.state()[rawget(chain, 'tokens')]
  state.mod = rawget(chain, 'mod')
  local message = rawget(chain, 'failure_message')
  if message ~= nil then state.failure_message = message end
  real_of[chain] = state
  setmetatable(chain, forwarding_mt)
  return state
end

-- The string keys chains have been read with (a look-up here is cheaper than a call of `type`),
-- and the joined keys made so far, joins[tokens][key] (two look-ups are cheaper than joining
-- and interning the string again).
local string_key, joins = {}, {}

-- A key read on a chain: its tokens joined with the key (`chain_mt.__index` when the joined
-- key is new, or the key is not a string).
local function join_key(chain, key)
  local real = real_of[chain]   -- (a chain given forwarding_mt's metatable by a spec)
  if real then return real[key] end
  if not string_key[key] then
    if type(key) ~= 'string' then return materialize(chain)[key] end
    string_key[key] = true
  end
  local tokens = rawget(chain, 'tokens')
  local by_key = joins[tokens]
  local joined = by_key and by_key[key]
  if not joined then
    joined = rawget(chain, 'tokens') .. '_' .. key   -- (its error, if any, names no local)
    if not by_key and tokens == tokens then   -- (a NaN cannot key a table)
      by_key = {}
      joins[tokens] = by_key
    end
    if by_key then by_key[key] = joined end
  end
  chain.tokens = joined
  return chain
end

-- `chain.tokens` is a raw read (a chain always holds its tokens; a spec that sets them to nil
-- gets an error either way, if not the same one): no call of `rawget` on the path taken on
-- every read of a key met before.
chain_mt.__index = function(chain, key)
  if key ~= 'tokens' then
    local by_key = joins[chain.tokens]
    local joined = by_key and by_key[key]
    if joined then
      chain.tokens = joined
      return chain
    end
  end
  return join_key(chain, key)
end

-- A copy of such a chain (`setmetatable(copy, getmetatable(chain))`) stands for nothing yet.
-- luassert's __index returns the state itself: the chain is given in its place, so the spec
-- keeps holding the chain (`chain.equal` is `chain`, as in luassert) and its calls come back to
-- __call, which keeps the chain's `mod` and `failure_message` as the state has them.
forwarding_mt.__index = function(chain, key)
  local real = real_of[chain]
  if real then
    local value = real[key]
    if rawequal(value, real) then return chain end
    return value
  end
  return join_key(chain, key)
end

-- luassert's message for a failed assertion (assert.lua's geterror).
local function failure_text(assertion_message, failure_message, arguments)
  if util.hastostring(failure_message) then
    failure_message = tostring(failure_message)
  elseif failure_message ~= nil then
    failure_message = astate.format_argument(failure_message)
  end
  local message = say(assertion_message, a:format(arguments))
  if message and failure_message then
    message = failure_message .. "\n" .. message
  end
  return message or failure_message
end

-- The fast path, then luassert's own __call (assert.lua's __state_meta.__call) on the real
-- state, run here rather than called: luassert finds the spec's line by skipping the frames of
-- the chunk that computes the level, and a tail call to it would add a "(...tail calls...)"
-- line to the failure's traceback. This chunk's frames are the runner's ([alongside]): the
-- runner leaves them out of tracebacks as it leaves out luassert's.
chain_mt.__call = function(chain, ...)
  if decide(chain, ...) then return ... end
  local state = real_of[chain]
  if not state then
    local path = chain.tokens        -- raw reads, as in chain_mt.__index
    local meaning = meanings[path]
    if meaning == nil then
      meaning = resolve(path)
      meanings[path] = meaning
      codes[path] = code_of(meaning)
    end
    if meaning then
      local mod = chain.mod
      if meaning.negate then mod = not mod end
      local holds, message = meaning.check(select('#', ...), ...)
      if holds ~= nil and holds == mod then
        chain.mod = mod               -- luassert's modifiers flip a kept state on every call
        if message ~= nil then chain.failure_message = message end
        if meaning.results then return meaning.results(holds, ...) end
        return ...
      end
    end
    state = materialize(chain)
  end
  local keys = util.extract_keys("assertion", state.tokens)
  local assertion
  for _, key in ipairs(keys) do
    assertion = namespace.assertion[key] or assertion
  end
  if assertion then
    for _, key in ipairs(keys) do
      if namespace.modifier[key] then
        namespace.modifier[key].callback(state)
      end
    end
    chain.mod = state.mod   -- what a spec reads of the chain is the state's (see forwarding_mt)
    local arguments = util.make_arglist(...)
    local val, retargs = assertion.callback(state, arguments, util.errorlevel())
    chain.failure_message = rawget(state, "failure_message")
    if (not val) == state.mod then
      local message = assertion.positive_message
      if not state.mod then
        message = assertion.negative_message
      end
      local err = failure_text(message, rawget(state, "failure_message"), arguments)
      fail(err or "assertion failed!", util.errorlevel())
    end
    if retargs then
      return util.unpack(retargs)
    end
    return ...
  end
  local arguments = util.make_arglist(...)
  state.tokens = {}
  for _, key in ipairs(keys) do
    if namespace.modifier[key] then
      namespace.modifier[key].callback(state, arguments, util.errorlevel())
    end
  end
  return state
end

forwarding_mt.__call = chain_mt.__call

-- The C decider: a passing case of a path whose code is known (the first call of each path
-- resolves it above), decided as __call above would decide it; everything else is left to
-- __call. The runner closes `decide` to the debug library (this chunk returns it).
if make_decider then
  local numbers
  decide, numbers = make_decider(real_of, codes)
  for name, number in pairs(numbers) do kind_of[checks[name]] = number end
end

local function new_chain(key)
  return setmetatable({ tokens = key, mod = true }, chain_mt)
end

-- Before luassert loads: a key made only of the default names starts a chain; any other (a
-- luassert field such as `register`, `_VERSION`, `state`; an assertion this file does not
-- decide) goes to the runner's loader, which loads luassert and reads it there.
local plain_key = {}   -- key -> whether every token of it is a default name
local load_index = loader_mt.__index
loader_mt.__index = function(module, key)
  local plain = plain_key[key]   -- a key already seen: no call of `type`, none of new_chain
  if plain then return setmetatable({ tokens = key, mod = true }, chain_mt) end
  if plain == nil and type(key) == 'string' then
    plain = false
    for token in gmatch(lower(key), '[^_]+') do
      plain = (defaults.assertion[token] or defaults.modifier[token]) and true or false
      if not plain then break end
    end
    plain_key[key] = plain
    if plain then return new_chain(key) end
  end
  return load_index(module, key)
end

-- Returns: what the runner calls once luassert's module is `a` (luassert's namespace from then
-- on, and `a`'s own __index), and the decider (for the runner to close to the debug library).
return function()
  loaded = true
  util, namespace = require 'luassert.util', require 'luassert.namespaces'
  astate, say = require 'luassert.state', require 'say'
  names = namespace
  forget_meanings()
  index_entries()
  for _, name in ipairs({ 'register', 'unregister' }) do
    local original = rawget(a, name)
    a[name] = function(...)
      forget_meanings()
      return original(...)
    end
  end
  local module_mt = raw_getmetatable(a)
  local luassert_index = module_mt.__index
  module_mt.__index = function(module, key)
    if not string_key[key] then
      if type(key) ~= 'string' then return luassert_index(module, key) end
      string_key[key] = true
    end
    return setmetatable({ tokens = key, mod = true }, chain_mt)
  end
end, decide
