-- explore/literal: values as Lua source. A shrunk failure is reported as code to paste into a
-- spec, so every generated argument (numbers, strings, booleans, tables of them) must print as
-- a literal that reads back as the same value.
local lib = ...

local format, concat, sort, type, tostring = string.format, table.concat, table.sort, type, tostring
local mathtype = math.type

local keywords = {}
for word in ([[and break do else elseif end false for function goto if in local nil not or
  repeat return then true until while]]):gmatch("%a+") do keywords[word] = true end

--- Whether `name` can follow a `.` in Lua source.
local function isIdentifier(name)
  return type(name) == "string" and name:match("^[%a_][%w_]*$") ~= nil and not keywords[name]
end
lib.isIdentifier = isIdentifier

--- A number as the shortest literal that reads back as the same value (integers stay integers).
local function number(v)
  if mathtype(v) == "integer" then return tostring(v) end
  if v ~= v then return "(0/0)" end
  if v == 1 / 0 then return "math.huge" end
  if v == -1 / 0 then return "-math.huge" end
  for digits = 1, 17 do
    local s = format("%." .. digits .. "g", v)
    if tonumber(s) == v then
      -- a float that looks like an integer keeps its float type: 2.0, not 2
      if not s:find("[%.eEn]") then s = s .. ".0" end
      return s
    end
  end
  return format("%.17g", v)
end

--- `value` as Lua source: strings quoted, arrays as `{ 1, 2 }`, records as `{ a = 1 }` with
--- their keys sorted (so the same value always prints the same way).
local function literal(value)
  local t = type(value)
  if t == "number" then return number(value) end
  if t == "string" then return format("%q", value) end
  if t == "boolean" or t == "nil" then return tostring(value) end
  if t ~= "table" then
    error("ui.explore: a generated argument must be a number, string, boolean or table of them, got " .. t, 0)
  end
  local parts, n = {}, #value
  for i = 1, n do parts[#parts + 1] = literal(value[i]) end
  local keys = {}
  for k in pairs(value) do
    if not (mathtype(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  sort(keys, function(a, b)
    if type(a) == type(b) and (type(a) == "string" or type(a) == "number") then return a < b end
    return type(a) < type(b)
  end)
  for _, k in ipairs(keys) do
    local key = isIdentifier(k) and k or "[" .. literal(k) .. "]"
    parts[#parts + 1] = key .. " = " .. literal(value[k])
  end
  if #parts == 0 then return "{}" end
  return "{ " .. concat(parts, ", ") .. " }"
end
lib.literal = literal

--- The source that reads field `key` of the scene variable `s`: `s.nav`, or `s["my nav"]`.
function lib.field(key)
  return isIdentifier(key) and "s." .. key or "s[" .. literal(key) .. "]"
end

--- A deep copy of a generated argument table, so shrinking never changes a step it tried.
local function copy(value)
  if type(value) ~= "table" then return value end
  local out = {}
  for k, v in pairs(value) do out[k] = copy(v) end
  return out
end
lib.copy = copy
