-- How many lines of a log (a list of strings: a delegate's calls, `world.log`) start with
-- `prefix`, for specs that count calls of one kind.
return function(log, prefix)
  local n = 0
  for _, line in ipairs(log) do if line:sub(1, #prefix) == prefix then n = n + 1 end end
  return n
end
