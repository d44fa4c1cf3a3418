-- Covers coroutine.resume/wrap inside tests (the runner replaces them so its watchdog can reach
-- coroutines): values in and out, yields, errors through wrap with their positions, to-be-closed
-- variables on error, dead and non-suspended coroutines, status values, argument errors; all
-- as Lua 5.4's own.
-- Order-independent.
local src = debug.getinfo(1, "S").short_src

describe("coroutine.resume", function()
  it("passes values in and out across yields", function()
    local co = coroutine.create(function(a, b)
      local c = coroutine.yield(a + b, "first")
      local d, e = coroutine.yield(c * 2)
      return d .. e, "done"
    end)
    assert.are.same({ true, 3, "first" }, { coroutine.resume(co, 1, 2) })
    assert.are.same({ true, 10 }, { coroutine.resume(co, 5) })
    assert.are.same({ true, "xy", "done" }, { coroutine.resume(co, "x", "y") })
  end)

  it("returns false and the error, keeping error objects as they are", function()
    local obj = { code = 7 }
    local ok, err = coroutine.resume(coroutine.create(function() error(obj) end))
    assert.is_false(ok)
    assert.are.equal(obj, err)
    local line
    ok, err = coroutine.resume(coroutine.create(function()
      line = debug.getinfo(1, "l").currentline; error("boom")
    end))
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line .. ": boom", err)
  end)

  it("cannot resume a dead coroutine", function()
    local done = coroutine.create(function() return 1 end)
    assert.are.same({ true, 1 }, { coroutine.resume(done) })
    assert.are.same({ false, "cannot resume dead coroutine" }, { coroutine.resume(done) })
    local failed = coroutine.create(function() error("x") end)
    coroutine.resume(failed)
    assert.are.same({ false, "cannot resume dead coroutine" }, { coroutine.resume(failed) })
  end)

  it("cannot resume a running or normal coroutine", function()
    assert.are.same({ false, "cannot resume non-suspended coroutine" },
                    { coroutine.resume(coroutine.running()) })
    local outer
    outer = coroutine.create(function()
      local inner = coroutine.create(function()
        return coroutine.status(outer), coroutine.resume(outer)
      end)
      return coroutine.resume(inner)
    end)
    assert.are.same({ true, true, "normal", false, "cannot resume non-suspended coroutine" },
                    { coroutine.resume(outer) })
  end)

  it("goes through the status values", function()
    local seen = {}
    local co
    co = coroutine.create(function()
      seen[#seen + 1] = coroutine.status(co)
      coroutine.yield()
    end)
    seen[#seen + 1] = coroutine.status(co)
    coroutine.resume(co)
    seen[#seen + 1] = coroutine.status(co)
    coroutine.resume(co)
    seen[#seen + 1] = coroutine.status(co)
    assert.are.same({ "suspended", "running", "suspended", "dead" }, seen)
  end)

  it("lets a coroutine yield across pcall", function()
    local co = coroutine.create(function()
      return pcall(function() return coroutine.yield("in pcall") + 1 end)
    end)
    assert.are.same({ true, "in pcall" }, { coroutine.resume(co) })
    assert.are.same({ true, true, 42 }, { coroutine.resume(co, 41) })
  end)

  it("raises Lua's bad argument error for a non-coroutine", function()
    local ok, err = pcall(coroutine.resume, 42)
    assert.is_false(ok)
    -- what the linked Lua library says for coroutine.status (not replaced by the runner)
    local status_err = select(2, pcall(coroutine.status, 42))
    assert.are.equal((status_err:gsub("'coroutine.status'", "'coroutine.resume'")), err)
    assert.are.equal("bad argument #1 to 'coroutine.resume' (thread expected, got number)", err)
  end)
end)

describe("coroutine.wrap", function()
  it("passes values in and out across yields", function()
    local gen = coroutine.wrap(function(n)
      for i = 1, n do coroutine.yield(i, i * i) end
      return "end"
    end)
    assert.are.same({ 1, 1 }, { gen(3) })
    assert.are.same({ 2, 4 }, { gen() })
    assert.are.same({ 3, 9 }, { gen() })
    assert.are.same({ "end" }, { gen() })
  end)

  it("propagates errors with the error's and the caller's positions", function()
    local err_line, call_line
    local w = coroutine.wrap(function() err_line = debug.getinfo(1, "l").currentline; error("boom") end)
    local ok, err = pcall(function() call_line = debug.getinfo(1, "l").currentline; w() end)
    assert.is_false(ok)
    assert.are.equal(("%s:%d: %s:%d: boom"):format(src, call_line, src, err_line), err)
  end)

  it("propagates error objects unchanged", function()
    local obj = {}
    local ok, err = pcall(coroutine.wrap(function() error(obj) end))
    assert.is_false(ok)
    assert.are.equal(obj, err)
  end)

  it("closes to-be-closed variables when the coroutine errors", function()
    local closed = false
    local w = coroutine.wrap(function()
      local _ <close> = setmetatable({}, { __close = function() closed = true end })
      error("fail", 0)
    end)
    assert.are.same({ false, "fail" }, { pcall(w) })
    assert.is_true(closed)
  end)

  it("raises when called after the coroutine ended", function()
    local w = coroutine.wrap(function() return 1 end)
    w()
    local line
    local ok, err = pcall(function() line = debug.getinfo(1, "l").currentline; w() end)
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line .. ": cannot resume dead coroutine", err)
  end)

  it("raises Lua's bad argument error for a non-function", function()
    local ok, err = pcall(coroutine.wrap, 42)
    assert.is_false(ok)
    assert.are.equal("bad argument #1 to 'coroutine.wrap' (function expected, got number)", err)
  end)
end)
