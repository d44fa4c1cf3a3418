// ScriptSupport: the Lua half of script mode and the REPL: the globals a script starts with,
// the pretty-printer of results, Tab completion, and error text with a clean traceback.

/// Lua run once on a script's or a REPL's fresh state. It makes the globals a spec has (`ui`,
/// luassert's `assert`, `spy`, `stub`, `mock`, `match`) and returns the helper table Swift
/// calls (through protected calls) for what is easier said in Lua than in Swift.
let scriptSupportSource = #"""
local debug_getmetatable, type, tostring, pairs, rawget, pcall = debug.getmetatable, type, tostring, pairs, rawget, pcall
local format, concat, sort, find, sub, gmatch = string.format, table.concat, table.sort, string.find, string.sub, string.gmatch

ui = require 'ui'
assert = require 'luassert'
spy, stub, mock, match = require 'luassert.spy', require 'luassert.stub', require 'luassert.mock', require 'luassert.match'

local M = {}

-- ---------------------------------------------------------------- pretty-printing

local limits = { depth = 4, entries = 40, width = 100 }

local function is_identifier(k)
  return type(k) == 'string' and find(k, '^[%a_][%w_]*$') ~= nil
end

-- Keys in a stable order: numbers first (by value), then strings, then anything else by text.
local rank = { number = 1, string = 2 }
local function key_before(a, b)
  local ra, rb = rank[type(a)] or 3, rank[type(b)] or 3
  if ra ~= rb then return ra < rb end
  if ra == 3 then return tostring(a) < tostring(b) end
  return a < b
end

-- A value's own __tostring (geometry tables, ui objects), or nil.
local function own_text(v)
  local mt = debug_getmetatable(v)
  if type(mt) == 'table' and rawget(mt, '__tostring') then
    local ok, text = pcall(tostring, v)
    if ok and type(text) == 'string' then return text end
  end
  return nil
end

local show

local function show_table(t, depth, seen)
  if seen[t] then return '<cycle: ' .. tostring(t) .. '>' end
  if depth >= limits.depth then return '{...}' end
  seen[t] = true
  local keys, n = {}, 0
  for k in pairs(t) do n = n + 1; keys[n] = k end
  sort(keys, key_before)
  local parts, length, sequence = {}, #t, 0
  for i = 1, length do
    if rawget(t, i) == nil then break end
    sequence = i
  end
  for _, k in ipairs(keys) do
    if #parts >= limits.entries then
      parts[#parts + 1] = '... (' .. (n - #parts) .. ' more)'
      break
    end
    local v = rawget(t, k)
    local shown = show(v, depth + 1, seen, true)
    if math.type(k) == 'integer' and k >= 1 and k <= sequence then
      parts[#parts + 1] = shown
    elseif is_identifier(k) then
      parts[#parts + 1] = k .. ' = ' .. shown
    else
      parts[#parts + 1] = '[' .. show(k, depth + 1, seen, true) .. '] = ' .. shown
    end
  end
  seen[t] = nil
  if #parts == 0 then return '{}' end
  local flat = '{ ' .. concat(parts, ', ') .. ' }'
  if #flat <= limits.width and not find(flat, '\n', 1, true) then return flat end
  local indent = string.rep('  ', depth + 1)
  return '{\n' .. indent .. concat(parts, ',\n' .. indent) .. '\n' .. string.rep('  ', depth) .. '}'
end

-- `nested`: strings inside tables are quoted; a result on its own is printed as `print` would.
show = function(v, depth, seen, nested)
  local t = type(v)
  if t == 'string' then return nested and format('%q', v) or v end
  local text = own_text(v)
  if text then return text end
  if t == 'table' then return show_table(v, depth, seen) end
  return tostring(v)
end

--- The results of one REPL line as text: each value pretty-printed, separated by tabs.
function M.pretty(...)
  local parts = {}
  for i = 1, select('#', ...) do parts[i] = show((select(i, ...)), 0, {}, false) end
  return concat(parts, '\t')
end

-- ---------------------------------------------------------------- completion

local keywords = { 'and', 'break', 'do', 'else', 'elseif', 'end', 'false', 'for', 'function', 'goto',
                   'if', 'in', 'local', 'nil', 'not', 'or', 'repeat', 'return', 'then', 'true', 'until', 'while' }

-- Adds the names `v` answers to `names` (name -> true if callable): a table's string keys and
-- those of its `__index` chain, or the members a userdata's type lists (`__members`, see
-- LuaKit's defineType), or the string library for a string.
local function members(v, names, depth)
  if depth > 4 then return end
  local t = type(v)
  if t == 'table' then
    for k, x in pairs(v) do
      if is_identifier(k) then names[k] = names[k] or type(x) == 'function' end
    end
  elseif t == 'string' then
    members(string, names, depth + 1)
    return
  end
  local mt = debug_getmetatable(v)
  if type(mt) ~= 'table' then return end
  local listed = rawget(mt, '__members')
  if type(listed) == 'table' then
    for k, kind in pairs(listed) do names[k] = names[k] or kind == 'method' end
  end
  local index = rawget(mt, '__index')
  if type(index) == 'table' then members(index, names, depth + 1) end
end

-- The value a dotted path of names reads to (`ui.World` -> the World function), without
-- calling anything but fields; nil when a step fails or is not an identifier.
local function resolve(path)
  local v = _G
  for step in gmatch(path, '[^%.:]+') do
    if not is_identifier(step) then return nil end
    local ok, x = pcall(function() return v[step] end)
    if not ok or x == nil then return nil end
    v = x
  end
  return v
end

--- What Tab offers for the end of `line`: full replacements of the trailing name expression
--- (`ui.Wo` -> `ui.World`, `w:Tab` -> `w:TableViewController`...), sorted, as results. After `:` only
--- methods are offered; with no `.` or `:`, globals and keywords.
function M.complete(line)
  local expr = line:match('[%w_%.:]*$') or ''
  local base, sep, word = expr:match('^(.-)([%.:])([%w_]*)$')
  local names = {}
  if base then
    if base == '' then return end
    local v = resolve(base)
    if v == nil then return end
    members(v, names, 0)
  else
    base, sep, word = '', '', expr
    members(_G, names, 0)
    for _, k in ipairs(keywords) do names[k] = false end
  end
  local out = {}
  for name, callable in pairs(names) do
    if sub(name, 1, #word) == word and (sep ~= ':' or callable) and not find(name, '^__') then
      out[#out + 1] = base .. sep .. name
    end
  end
  sort(out)
  return table.unpack(out)
end

-- ---------------------------------------------------------------- errors

--- An error object as text: a string as it is, else its __tostring, else its type.
function M.error_text(object)
  if type(object) == 'string' or type(object) == 'number' then return tostring(object) end
  return own_text(object) or format('(error object is a %s value)', type(object))
end

--- A traceback without the frames of the harness (the protected call, C entry points) and of
--- luassert, as a spec's failure shows it.
function M.clean_traceback(tb)
  if type(tb) ~= 'string' or tb == '' then return '' end
  local out = {}
  for line in gmatch(tb, '[^\n]+') do
    if not (find(line, '%[C%]: in %?$') or find(line, "in upvalue 'protect'") or find(line, '%[alongside%]')
            or find(line, "%[C%]: in function 'error'") or find(line, '/luassert/') or find(line, '/say/')) then
      out[#out + 1] = line
    end
  end
  if #out <= 1 then return '' end
  return concat(out, '\n')
end

return M
"""#
