-- One assertion call and how it ended, for the specs that compare the fast assertions with
-- luassert itself (assert_fast_path_spec.lua, assert_before_luassert_spec.lua). Loads nothing:
-- requiring it does not load luassert.
local pack, unpack = table.pack, table.unpack
local calls = {}

-- How one call ended: { ok, n, values... } or { false, kind, message }.
function calls.ending(ok, ...)
  if ok then return pack(true, ...) end
  local e = ...
  return { false, type(e) == "table" and tostring(getmetatable(e) ~= nil) or type(e), tostring(e) }
end

-- Whether two endings are the same: the same values (`same_value`, else the same value or NaN
-- twice), or the same kind and message.
function calls.same_ending(x, y, same_value)
  if x[1] ~= y[1] then return false end
  if not x[1] then return x[2] == y[2] and x[3] == y[3] end
  if x.n ~= y.n then return false end
  for i = 2, x.n do
    local a, b = x[i], y[i]
    if not (rawequal(a, b) or (a ~= a and b ~= b) or (same_value and same_value(a, b))) then return false end
  end
  return true
end

-- `target` reached by `path` from `base`, called with `args` (one line, so both error
-- positions name it).
function calls.call(base, path, args)
  local target = base
  for _, key in ipairs(path) do target = target[key] end
  return calls.ending(pcall(function() local r = pack(target(unpack(args, 1, args.n))) return unpack(r, 1, r.n) end))
end

function calls.describe_case(path, args)
  local shown = {}
  for i = 1, args.n do shown[i] = type(args[i]) == "string" and ("%q"):format(args[i]) or tostring(args[i]) end
  return "assert." .. table.concat(path, ".") .. "(" .. table.concat(shown, ", ") .. ")"
end

function calls.describe_ending(e)
  if e[1] then return "passed with " .. tostring(e.n - 1) .. " values" end
  return "raised a " .. e[2] .. ": " .. e[3]
end

return calls
