-- Covers print and io.write inside tests (their output is captured): they do not raise and
-- return what Lua's own would (print nothing, io.write the default output file, a handle
-- io.type calls "file"), io.write follows io.output, io.stdout:write returns io.stdout, and
-- they raise Lua's own errors for bad arguments, positioned at the caller. io.stdout and
-- io.stderr are real Lua files (FILE* userdata), as busted gives them, that refuse to close,
-- to be read and to seek as a pipe would. (What they capture, and for which test, is checked
-- from outside: Tests/LuaSpecTests/Support/OutputCaptureTests.swift.)
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
    assert.are.equal(io.output(), f)
    assert.are.equal(io.stdout, f)
  end)

  it("returns a handle io.type calls a file", function()
    assert.are.equal("file", io.type(io.write("")))
    assert.are.equal("file", io.type(io.stdout))
  end)

  it("writes to the file set with io.output, and back to the capture after", function()
    local path = os.tmpname()
    local f = assert(io.open(path, "w"))
    io.output(f)
    local ok, returned = pcall(io.write, "to the file")
    io.output(io.stdout)
    f:close()
    local rf = assert(io.open(path))
    local text = rf:read("a")
    rf:close()
    os.remove(path)
    assert.is_true(ok)
    assert.are.equal(f, returned)
    assert.are.equal("to the file", text)
    assert.are.equal(io.stdout, io.output())
    assert.are.equal(io.stdout, io.write(""))
  end)

  it("raises bad argument #1 for a table, positioned at the caller", function()
    local line
    local ok, err = pcall(function() line = debug.getinfo(1, "l").currentline; io.write({}) end)
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line .. ": bad argument #1 to 'write' (string expected, got table)", err)
  end)

  it("io.stdout:write returns io.stdout, like a file's write", function()
    assert.are.equal(io.stdout, io.stdout:write("captured too\n"))
  end)

  it("numbers the bad argument", function()
    local ok, err = pcall(function() io.write("ok", nil) end)
    assert.is_false(ok)
    assert.is_truthy(err:find("bad argument #2 to 'write' (string expected, got nil)", 1, true))
  end)

  it("checks warn's arguments the same way, positioned at the caller", function()
    local line
    local ok, err = pcall(function() line = debug.getinfo(1, "l").currentline; warn("ok", {}) end)
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line .. ": bad argument #2 to 'warn' (string expected, got table)", err)
  end)
end)

describe("io.stdout and io.stderr", function()
  it("are Lua's own file userdata, as busted gives them", function()
    for _, f in ipairs({ io.stdout, io.stderr }) do
      assert.are.equal("userdata", type(f))
      assert.are.equal("file", io.type(f))
      assert.are.equal(debug.getregistry()["FILE*"], getmetatable(f))
      assert.is_truthy(tostring(f):find("^file %("))
    end
  end)

  it("are the default output until a spec changes it", function()
    assert.are.equal(io.stdout, io.output())
  end)

  it("can be handed to C code that checks for a FILE*", function()
    local ok, term = pcall(require, "term")
    if ok then
      assert.is_false(term.isatty(io.stdout))
      assert.is_false(term.isatty(io.stderr))
    end
    local ok_system, system = pcall(require, "system")
    if ok_system and system.isatty then assert.is_false(system.isatty(io.stdout)) end
  end)

  it("refuse to close, as Lua's standard files do, and keep working", function()
    local ok, message = io.stdout:close()
    assert.is_nil(ok)
    assert.are.equal("cannot close standard file", message)
    assert.is_nil((io.close()))
    assert.is_nil((io.stderr:close()))
    assert.are.equal(io.stdout, io.stdout:write("still open\n"))
    assert.are.equal(io.stderr, io.stderr:write("still open\n"))
  end)

  it("stay open when a spec calls their metatable's __gc or __close itself", function()
    local mt = getmetatable(io.stdout)
    mt.__gc(io.stdout)
    mt.__close(io.stderr)
    assert.are.equal("file", io.type(io.stdout))
    assert.are.equal("file", io.type(io.stderr))
    assert.are.equal(io.stdout, io.stdout:write("still open\n"))
    assert.are.equal(io.stderr, io.stderr:write("still open\n"))
  end)

  it("hold nothing of the runner's", function()
    assert.is_nil(debug.getuservalue(io.stdout, 1))
    assert.is_nil(debug.getuservalue(io.stderr, 1))
  end)

  it("accept setvbuf and flush", function()
    assert.is_true(io.stdout:setvbuf("full", 1 << 20))
    io.stdout:write("buffered")
    assert.is_truthy(io.stdout:flush())
    assert.is_true(io.stdout:setvbuf("no"))
    assert.is_true(io.stderr:setvbuf("line"))
    assert.is_true(io.stderr:setvbuf("no"))
  end)

  it("cannot seek or be read, like a pipe", function()
    local pos, message = io.stdout:seek("set", 0)
    assert.is_nil(pos)
    assert.is_string(message)
    assert.is_nil((io.stderr:read("l")))
    assert.has_error(function() for _ in io.stdout:lines() do end end)
  end)
end)

describe("the global arg", function()
  it("is the command line, the program at index 0, as busted leaves it", function()
    assert.is_table(arg)
    assert.is_string(arg[0])
    for i = 1, #arg do assert.is_string(arg[i]) end
  end)

  it("has below index 0 a command that runs Lua code, as lua5.4 is under busted", function()
    assert.is_string(arg[-2])
    assert.are.equal("run", arg[-1])
    assert.is_nil(arg[-3])
  end)
end)

describe("require 'busted.runner'", function()
  it("gives a function that does nothing, as inside busted", function()
    local runner = require("busted.runner")
    assert.is_function(runner)
    assert.is_function(runner())
    assert.are.equal(0, select("#", runner()()))
  end)
end)
