-- Covers print and io.write inside tests (their output is captured): they do not raise and
-- return what Lua's own would (print nothing, io.write the default output file), and they
-- raise Lua's own errors for bad arguments, positioned at the caller.
-- Order-independent.
local src = debug.getinfo(1, "S").short_src

describe("print inside a test", function()
  it("returns no values", function()
    assert.are.equal(0, select("#", print("captured", 1, nil, true, {})))
    assert.are.equal(0, select("#", print()))
  end)

  it("uses __tostring like Lua's print", function()
    local calls = 0
    local obj = setmetatable({}, { __tostring = function() calls = calls + 1; return "obj" end })
    print(obj)
    assert.are.equal(1, calls)
  end)

  it("raises Lua's error for a bad __tostring, positioned at the caller", function()
    local bad = setmetatable({}, { __tostring = function() return {} end })
    local line
    local ok, err = pcall(function() line = debug.getinfo(1, "l").currentline; print(bad) end)
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line .. ": '__tostring' must return a string", err)
  end)
end)

describe("io.write inside a test", function()
  it("returns the default output file", function()
    local f = io.write("captured ", 42, " ", 1.5, "\n")
    assert.are.equal("file", io.type(f))
    assert.are.equal(io.output(), f)
  end)

  it("raises bad argument #1 for a table, positioned at the caller", function()
    local line
    local ok, err = pcall(function() line = debug.getinfo(1, "l").currentline; io.write({}) end)
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line .. ": bad argument #1 to 'write' (string expected, got table)", err)
  end)

  it("numbers the bad argument", function()
    local ok, err = pcall(function() io.write("ok", nil) end)
    assert.is_false(ok)
    assert.is_truthy(err:find("bad argument #2 to 'write' (string expected, got nil)", 1, true))
  end)
end)
