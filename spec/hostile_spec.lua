-- What a spec cannot do to the runner (issue 10, point 2): load bytecode (unless
-- --allow-binary-chunks), or reach the runner's functions through the debug library.
describe("binary chunks", function()
  local code = string.dump(function() return 1 end)

  it("are refused by load, naming the flag that allows them", function()
    local f, err = load(code)
    assert.is_nil(f)
    assert.matches("--allow-binary-chunks", err, 1, true)
  end)

  it("leave text chunks alone", function()
    assert.are.equal(2, load("return 2")())
  end)
end)

describe("the runner's functions", function()
  it("show no upvalues", function()
    assert.is_nil(debug.getupvalue(describe, 1))
    assert.is_nil(debug.getupvalue(it, 1))
  end)

  it("cannot have their upvalues replaced", function()
    assert.is_nil(debug.setupvalue(describe, 1, {}))
  end)

  it("include the fast assertions, whose upvalues hold luassert's real states", function()
    local chain = assert.are                                  -- a chain from the fast path
    local call = getmetatable(chain).__call
    assert.are.equal("=[alongside] assertions", debug.getinfo(call, "S").source)
    assert.is_nil(debug.getupvalue(call, 1))
    assert.is_nil(debug.setupvalue(call, 1, {}))
    assert.has_error(function() debug.upvaluejoin(call, 1, function() return chain end, 1) end)
  end)

  it("include the fast assertions' C decider, whose upvalues hold the same states", function()
    assert.are.equal(1, 1)                 -- the path resolved: the next call is decided in C
    local seen, decider = {}, nil
    debug.sethook(function()
      local info = debug.getinfo(2, "fSu")
      if info and info.what == "C" then
        seen[#seen + 1] = info.func
        if info.nups == 7 then decider = info.func end   -- assertion_decider.c's UPVALUES
      end
    end, "c")
    assert.are.equal(1, 1)
    debug.sethook()
    assert.is_not_nil(decider, "the decider was not called: the check checked nothing")
    for _, f in ipairs(seen) do
      for n = 1, 3 do
        local _, value = debug.getupvalue(f, n)
        assert.is_false(type(value) == "table" and value.are_equal ~= nil, "a C function shows the decider's codes")
      end
    end
  end)

  it("show no locals of their frames", function()
    local seen = 0
    for level = 2, 20 do
      local info = debug.getinfo(level, "S")
      if not info then break end
      if info.source == "=[alongside]" then
        seen = seen + 1
        assert.is_nil(debug.getlocal(level, 1))
      end
    end
    assert.is_true(seen > 0, "no runner frame on the stack: the check checked nothing")
  end)

  it("leave a spec's own functions open to the debug library", function()
    local secret = 42
    local function peek() return secret end
    local name, value = debug.getupvalue(peek, 1)
    assert.are.equal("secret", name)
    assert.are.equal(42, value)
  end)

  it("keep the host's registry slots out of debug.getregistry()", function()
    for k in pairs(debug.getregistry()) do
      assert.is_false(math.type(k) == "integer" and k > 2)
    end
    assert.is_table(debug.getregistry()._LOADED)
  end)

  -- Their bytecode is stripped of most names (scripts/compile-runner), not of these.
  it("name the function in the bad-argument error of a C function their wrappers call", function()
    for _, call in ipairs {
      function() return load(nil) end,
      function() return loadfile({}) end,
      function() return dofile({}) end,
      function() return debug.getupvalue(5) end,
      function() return debug.setupvalue(5) end,
      function() return debug.upvaluejoin(5) end,
      function() return debug.getlocal("x") end,
    } do
      local ok, message = pcall(call)
      assert.is_false(ok)
      assert.matches("bad argument #%d to '[%w_]+'", message)
    end
  end)

  it("are named in a spec's own traceback", function()
    local traceback = debug.traceback()
    assert.matches("%[alongside%]:%d+: in upvalue '[%w_]+'", traceback)
    assert.is_nil(traceback:find("'?'", 1, true))
  end)
end)
