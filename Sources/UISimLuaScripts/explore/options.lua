-- explore/options: the strict option tables of ui.explore and ui.actions.*, with errors in
-- Lua's own words (`bad argument #1 to 'explore' (unknown option 'runz' for ui.explore (did you
-- mean 'runs'?))`), raised at the spec's line. `lib.suggest` is the module's Swift
-- NameSuggestion, so the hints are the ones every other `ui` option gives.
local lib = ...

local type, pairs, error, tostring, concat, sort = type, pairs, error, tostring, table.concat, table.sort
local mathtype = math.type

--- A value's type as error messages show it: Lua's name, or a `ui` object's type, which its
--- text starts with (`NavigationController "Navigation"`; its metatable is protected).
local function got(v)
  local mt = getmetatable(v)
  if type(mt) == "table" and type(rawget(mt, "__name")) == "string" then return mt.__name end
  if type(v) == "userdata" then return tostring(v):match("^[%a_][%w_]*") or "userdata" end
  return type(v)
end

local getinfo = debug and debug.getinfo

--- The error level, for `error` called in the function that calls this, of the nearest Lua
--- caller that is not the host's own code (ui.explore's chunks, the runner: `=[alongside]…`):
--- the spec's line. 0 (no position) when there is none, as after `return ui.explore{…}`, a
--- tail call that leaves no frame of its caller.
function lib.level_outside()
  if not getinfo then return 2 end
  local level = 3
  while true do
    local info = getinfo(level, "S")
    if not info then return 0 end
    if info.what ~= "C" and not info.source:find("^=%[alongside%]") then return level - 1 end
    level = level + 1
  end
end

--- Raises `message` at the spec's line (the first caller outside ui.explore).
function lib.raise(message)
  error(message, lib.level_outside())
end

--- An options reader for argument #1 of `fname` (`explore`, `tap`), named `owner` in messages
--- (`ui.explore`, `ui.actions.tap`). Absent (nil) options read as an empty table.
function lib.options(options, fname, owner, keys)
  local reader = { fname = fname, owner = owner }
  local function fail(message)
    lib.raise("bad argument #1 to '" .. fname .. "' (" .. message .. ")")
  end
  reader.fail = fail
  if options == nil then
    reader.values = {}
    return reader
  end
  if type(options) ~= "table" then fail("table expected, got " .. got(options)) end
  local known, unknown = {}, {}
  for _, k in ipairs(keys) do known[k] = true end
  for k in pairs(options) do
    if type(k) ~= "string" then
      fail("unknown option [" .. tostring(k) .. "] for " .. owner .. " (option names are strings)")
    elseif not known[k] then
      unknown[#unknown + 1] = k
    end
  end
  if #unknown > 0 then
    sort(unknown)
    local k = unknown[1]
    local hint = lib.suggest(k, keys)
    local sorted = { table.unpack(keys) }
    sort(sorted)
    fail("unknown option '" .. k .. "' for " .. owner ..
      (hint and " (did you mean '" .. hint .. "'?)" or " (known options: " .. concat(sorted, ", ") .. ")"))
  end
  reader.values = options
  return reader
end

local checks = {
  ["function"] = function(v) return type(v) == "function" end,
  string = function(v) return type(v) == "string" end,
  boolean = function(v) return type(v) == "boolean" end,
  table = function(v) return type(v) == "table" end,
  integer = function(v) return mathtype(v) == "integer" end,
  ["positive integer"] = function(v) return mathtype(v) == "integer" and v > 0 end,
  ["non-negative integer"] = function(v) return mathtype(v) == "integer" and v >= 0 end,
  ["positive number"] = function(v) return type(v) == "number" and v > 0 and v < math.huge end,
}

--- Field `key`, which must be of `kind` (a key of `checks`) when present; `default` when absent
--- (nil and `required` is an error).
function lib.field_of(reader, key, kind, default, required)
  local v = reader.values[key]
  if v == nil then
    if required then reader.fail("field '" .. key .. "': " .. kind .. " expected, got nil") end
    return default
  end
  if not checks[kind](v) then
    local shown = type(v) == "number" and tostring(v) or got(v)
    reader.fail("field '" .. key .. "': " .. kind .. " expected, got " .. shown)
  end
  return v
end

local actionKeys = { "name", "run", "gen", "code", "shrink", "merge", "weight", "when" }

--- A custom action (or a built-in's descriptor) checked and with its defaults: `gen` returns
--- `{}`, `code` prints `name(s, args)`, `weight` is 1. `reader` reports errors as entry `i` of
--- the `actions` field.
function lib.action(reader, entry, i)
  local where = "field 'actions': entry " .. i .. ": "
  if type(entry) == "function" then entry = entry() end
  if type(entry) ~= "table" then reader.fail(where .. "action table expected, got " .. got(entry)) end
  for k in pairs(entry) do
    local known = false
    for _, a in ipairs(actionKeys) do known = known or a == k end
    if not known then
      local hint = type(k) == "string" and lib.suggest(k, actionKeys)
      reader.fail(where .. "unknown field '" .. tostring(k) .. "'" ..
        (hint and " (did you mean '" .. hint .. "'?)" or " (known fields: " .. concat(actionKeys, ", ") .. ")"))
    end
  end
  local function need(key, kind, optional)
    local v = entry[key]
    if (v ~= nil or not optional) and not checks[kind](v) then
      reader.fail(where .. "field '" .. key .. "': " .. kind .. " expected, got " .. got(v))
    end
    return v
  end
  local name = need("name", "string")
  local action = {
    name = name,
    run = need("run", "function"),
    gen = need("gen", "function", true) or function() return {} end,
    code = need("code", "function", true) or function(args)
      return (lib.isIdentifier(name) and name or "act") .. "(s, " .. lib.literal(args) .. ")"
    end,
    shrink = need("shrink", "function", true),
    merge = need("merge", "function", true),
    weight = need("weight", "positive number", true) or 1,
    when = need("when", "function", true),
  }
  return action
end

lib.got = got
