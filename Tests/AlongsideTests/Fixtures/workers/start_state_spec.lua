-- Fixture: how a worker process starts, seen from inside it (its /proc entry and environment):
-- whether the supervisor execs the binary or forks, a worker must start the same way.
local function proc(name)
  local f = assert(io.open("/proc/self/" .. name))
  local text = f:read("a")
  f:close()
  return text
end

local function mask(field)
  return tonumber(proc("status"):match(field .. ":%s*(%x+)"), 16)
end

describe("worker start", function()
  it("has a process group of its own", function()
    local pid, pgrp = proc("stat"):match("^(%d+) %b() %a %d+ (%d+)")
    assert.are.equal(pid, pgrp)
  end)

  it("names its supervisor and turns the backtracer off for what it starts", function()
    local ppid = proc("stat"):match("^%d+ %b() %a (%d+)")
    assert.are.equal(ppid, os.getenv("ALONGSIDE_SUPERVISOR_PID"))
    assert.are.equal("enable=no", os.getenv("SWIFT_BACKTRACE"))
    assert.is_nil(os.getenv("ALONGSIDE_OUTPUT_REGION"))
  end)

  it("blocks no signal and catches no crash signal", function()
    assert.are.equal(0, mask("SigBlk"))
    local caught = mask("SigCgt")
    for _, signal in ipairs({ 4, 6, 7, 8, 11 }) do  -- SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV
      assert.are.equal(0, (caught >> (signal - 1)) & 1, "signal " .. signal .. " is caught")
    end
  end)

  it("has its three pipes and has closed the output region once mapped", function()
    local listing = io.popen("ls -l /proc/" .. proc("stat"):match("^(%d+)") .. "/fd"):read("a")
    assert.is_nil(listing:match("memfd:alongside%-output"), listing)
    for fd = 3, 5 do
      assert.is_truthy(listing:match(" " .. fd .. " %-> pipe:"), "fd " .. fd .. " in " .. listing)
    end
  end)
end)
