-- Results that do not wake the supervisor by themselves (it reads them every few milliseconds,
-- or when a big one rings), then a crash: every result written before it must be reported.
describe("quiet", function()
  for i = 1, 40 do it("passes " .. i, function() end) end
  it("prints more than a pipe holds", function() print(string.rep("x", 2000000)) end)
  it("aborts", function() assert(package.loadlib("libc.so.6", "abort"))() end)
  it("sentinel", function() end)
end)
