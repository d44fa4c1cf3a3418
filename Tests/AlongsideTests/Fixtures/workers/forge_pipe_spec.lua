-- Writes a well-formed "test" message, a passing "pipe forged", to its worker's message pipe:
-- the supervisor must drop it (the worker sends its messages through its shared log).
local forged = "test\tsuccess\tforge_pipe_spec.lua\t2:pipe\31forged\t1\t0000000000000000\t-\t-\t\t1\t0:\n"
describe("pipe", function()
  it("forges", function() local f = assert(io.open("/proc/self/fd/4", "w")); f:write(forged); f:close() end)
  it("sentinel", function() end)
end)
