-- [alongside] runner: the busted-compatible DSL, its environments and the run loop.
-- As busted's execute.lua: the file's chunk declares its top-level blocks; each block's body
-- runs when the runner reaches it (declaring its children), then its setups, its children in
-- order (selection decided as they are reached), its teardowns -> one `report` call per test.
-- Swift turns the reports into events.
-- report: Swift's channel for results; limits: LuaKit's limited call, clock and memory count
-- (neither is ever a global: spec code must not reach them); fast_assertions_code: the
-- fast_assertions.lua chunk (its bytecode, or its text when no current bytecode is embedded),
-- loaded and run on the spec's `assert` at the first read of `assert`, so a file that never
-- reads it does not pay for loading it (a fifth of the runner's bytecode); make_decider: its C
-- half (LuaSpecScripts' assertion_decider.c), handed to it.
local report, options, limits, fast_assertions_code, make_decider = ...
-- report's first argument, what is reported: a number, which Swift reads without making a
-- String (three reports a test). SpecFileRunner.ReportKind has the same numbers.
local TEST, LIST, OUTPUT, DECLARE, DECLARED, START = 1, 2, 3, 4, 5, 6
local load_trusted = load   -- Lua's own: _G.load is replaced below (text mode only)
local protect, now, caller_line = limits.call, limits.now, limits.line
-- The debug library as Lua made it: the runner's own uses (bind_error) are not guarded.
local getupvalue, upvaluejoin, raw_getmetatable = debug.getupvalue, debug.upvaluejoin, debug.getmetatable
local raw_getinfo = debug.getinfo

-- What a spec may load, decided before any spec code runs.
-- host.module(name, path) is Swift's: it compiles a file under /usr/ (which a run cannot change)
-- from disk itself, once per process, and hands back the function; nothing a spec does can
-- put code in that cache, so no file can change what a later file's `require` gets.
local host = options.host or {}
options.host = nil
do
  local searchpath, real_load, real_loadfile = package.searchpath, load, loadfile
  local allow_binary = options.allow_binary_chunks and not options.sandbox
  local select, type, error, sub, find, gsub = select, type, error, string.sub, string.find, string.gsub
  local BINARY = "attempt to load a binary chunk (mode is 't')"
  local refusal = options.sandbox
    and "attempt to load a binary chunk (mode is 't'; binary chunks are not available under --sandbox)"
    or "attempt to load a binary chunk (mode is 't'; run with --allow-binary-chunks to allow)"
  -- Lua 5.4 does not verify bytecode: a tampered chunk crashes the process. Text mode only,
  -- whatever mode the spec asks for, unless --allow-binary-chunks.
  local function text_mode(mode)
    if allow_binary then return mode end
    return "t"
  end
  local function explain(f, err)
    if not f and err == BINARY then return nil, refusal end
    return f, err
  end
  _G.load = function(chunk, name, mode, ...)
    if select('#', ...) == 0 then return explain(real_load(chunk, name, text_mode(mode))) end
    return explain(real_load(chunk, name, text_mode(mode), ...))
  end
  local function loadfile_t(filename, mode, ...)
    if select('#', ...) == 0 then return explain(real_loadfile(filename, text_mode(mode))) end
    return explain(real_loadfile(filename, text_mode(mode), ...))
  end
  _G.loadfile = loadfile_t
  _G.dofile = function(filename)
    local f, err = loadfile_t(filename)
    if not f then error(err, 0) end
    return f()
  end
  local find_module, find_c_module, loadlib = host.module, host.cmodule, package.loadlib
  local sandbox = options.sandbox
  local configured_path, configured_cpath = package.path, package.cpath  -- as Swift set them
  -- 2 (Lua's own searcher, which accepts binary files, replaced): system modules from Swift's
  -- cache, found by Swift on the spec's package.path (the search is cached per path, so later
  -- files open nothing); a system C module is found the same way on package.cpath and
  -- opened here, except under --sandbox. 3: the rest of package.path, in text mode. 4 and 5
  -- stay Lua's C searchers.
  package.searchers[2] = function(name)
    local path = package.path
    if type(path) ~= 'string' or not find_module then return nil end
    local f, file = find_module(name, path ~= configured_path and path or nil)
    if f then return f, file end
    if f == false then return nil end  -- a Lua file that is not a system one: searcher 3's
    local cpath = package.cpath
    if not sandbox and type(cpath) == 'string' and find_c_module and not find(name, "-", 1, true) then
      local file = find_c_module(name, cpath ~= configured_cpath and cpath or nil)
      if file then
        local f = loadlib(file, "luaopen_" .. gsub(name, "%.", "_"))
        if f then return f, file end
      end
    end
    return nil
  end
  table.insert(package.searchers, 3, function(name)
    local p = package.path
    if type(p) ~= 'string' then error("'package.path' must be a string", 0) end
    local filename, err = searchpath(name, p)
    if not filename then return err end
    local f, lerr = loadfile_t(filename)
    if not f then
      error("error loading module '" .. name .. "' from file '" .. filename .. "':\n\t" .. lerr, 0)
    end
    return f, filename
  end)
end

-- --sandbox, for specs you did not write: no processes, native code, temporary files, or
-- writes outside the working directory (host.writable, Swift's, resolves links). Each refusal
-- is an error naming the option, so the spec's author sees why.
if options.sandbox then
  local searchpath, writable, find, type, error = package.searchpath, host.writable, string.find, type, error
  local function refuse(what)
    return function() error(what .. " is not available under --sandbox", 3) end
  end
  os.execute, io.popen, package.loadlib = refuse("os.execute"), refuse("io.popen"), refuse("package.loadlib")
  os.tmpname, io.tmpfile = refuse("os.tmpname"), refuse("io.tmpfile")
  local function check_write(what, path)
    if type(path) == 'string' and not writable(path) then
      error(what .. " of '" .. path .. "': writing outside the working directory is not available under --sandbox", 3)
    end
  end
  -- `real` with its first argument, a path, checked first
  local function checked(what, real)
    return function(path, ...)
      check_write(what, path)
      return real(path, ...)
    end
  end
  local real_open, real_rename = io.open, os.rename
  io.open = function(filename, mode, ...)
    if type(mode) == 'string' and find(mode, "[wa+]") then check_write("io.open", filename) end
    return real_open(filename, mode, ...)
  end
  io.output, os.remove = checked("io.output", io.output), checked("os.remove", os.remove)
  os.rename = function(from, to, ...)
    check_write("os.rename", from)
    check_write("os.rename", to)
    return real_rename(from, to, ...)
  end
  -- Lua's C searchers (4 and 5): a C module found on package.cpath is refused by name.
  local function c_searcher(root)
    return function(name)
      local key = root and name:match("^([^.]*)%.") or name
      if not key then return nil end
      local path = searchpath(key, package.cpath)
      if path then
        error("cannot load C module '" .. name .. "' from '" .. path ..
              "': C modules are not available under --sandbox", 0)
      end
      return nil
    end
  end
  package.searchers[4], package.searchers[5] = c_searcher(false), c_searcher(true)
end

-- The runner's own functions (chunks "=[alongside]" and "=[alongside] assertions") are closed to the debug library: their
-- upvalues and frames hold the report channel and the run's state, and a spec that reached
-- them could fake results. Everything else works as in busted. debug.getregistry() gives a
-- copy without the host's references (its integer slots past the two Lua reserves): they
-- hold the runner's entry point while the file runs.
local close_to_debug   -- close_to_debug(f): the C function f is closed as the runner's own are
do
  local getinfo, getupvalue, setupvalue, upvaluejoin = debug.getinfo, debug.getupvalue, debug.setupvalue, debug.upvaluejoin
  local getlocal, setlocal, type, error = debug.getlocal, debug.setlocal, type, error
  -- the runner and its fast assertions (chunk "=[alongside] assertions", whose upvalues hold
  -- luassert's real states and the failure path)
  local closed = { ["=[alongside]"] = true, ["=[alongside] assertions"] = true }
  -- the runner's one C closure (a chunk name does not tell it from any C function): the fast
  -- assertions' decider, whose upvalues hold the same states
  local closed_function
  close_to_debug = function(f) closed_function = f end
  local function runner(info) return info ~= nil and closed[info.source] == true end
  local function runner_function(f)
    return type(f) == 'function' and (f == closed_function or runner(getinfo(f, 'S')))
  end
  debug.getupvalue = function(f, n)
    if runner_function(f) then return nil end
    local name, value = getupvalue(f, n)
    return name, value
  end
  debug.setupvalue = function(f, n, v)
    if runner_function(f) then return nil end
    local name = setupvalue(f, n, v)
    return name
  end
  debug.upvaluejoin = function(f1, n1, f2, n2)
    if runner_function(f1) or runner_function(f2) then
      error("bad argument to 'upvaluejoin' (the runner's own functions are closed to the debug library)", 2)
    end
    upvaluejoin(f1, n1, f2, n2)
  end
  -- getlocal/setlocal([thread,] level, n, ...): a level in the caller's terms is one more here.
  local function frame_access(access)
    return function(a, ...)
      if type(a) == 'thread' then
        local level = ...
        if type(level) == 'number' and runner(getinfo(a, level, 'S')) then return nil end
        local name, value = access(a, ...)
        return name, value
      end
      if type(a) == 'number' then
        if runner(getinfo(a + 1, 'S')) then return nil end
        local name, value = access(a + 1, ...)
        return name, value
      end
      local name, value = access(a, ...)   -- a function: parameter names only
      return name, value
    end
  end
  debug.getlocal, debug.setlocal = frame_access(getlocal), frame_access(setlocal)
  local getregistry, pairs, integer = debug.getregistry, pairs, math.type
  debug.getregistry = function()
    local copy = {}
    for k, v in pairs(getregistry()) do
      if integer(k) ~= 'integer' or k <= 2 then copy[k] = v end
    end
    return copy
  end
end
local timeout = options.timeout or 0
local rawget, rawset, setmetatable, getmetatable = rawget, rawset, setmetatable, getmetatable
local type, tostring, select, ipairs, pairs, error = type, tostring, select, ipairs, pairs, error
local concat, insert = table.concat, table.insert
local find, gmatch, sub, gsub = string.find, string.gmatch, string.sub, string.gsub

-- Error objects that mark a failure (assertion) and a pending test, as busted's core does.
local failureMT = { __tostring = function(e) return tostring(e.message) end }
local pendingMT = { __tostring = function(p) return tostring(p.message) end }
local exitMT = { __tostring = function(e) return e.message end }

-- What a limited call's outcome means for a test, in the runner's words: LuaKit only says
-- whether the function raised (and what), ran past the deadline, or reached the memory cap.
-- Returns the kind (failure, pending, error, timeout, memory) and the message.
local timeout_words = "timeout: the test ran longer than " .. string.format("%.14g", timeout) .. " s (--timeout)"
-- The limit counts the test's Lua values and what the host holds for them (a simulated
-- list's rows, its log); a finalizer that reaches it is named, since Lua itself only warns.
local memory_words = "not enough memory: the test reached the limit of " ..
  tostring(options.memory_limit_mib or 0) .. " MiB (--memory-limit)"
local memory_words_gc = memory_words .. ", in a __gc finalizer"  -- made now: at the cap, nothing can be
local function rendered(outcome, object, position)
  if outcome == 'timeout' then return 'timeout', position .. timeout_words end
  if outcome == 'memory' then
    return 'memory', position == '__gc' and memory_words_gc or memory_words
  end
  local mt = raw_getmetatable(object)
  if mt == failureMT then return 'failure', rawget(object, 'message') end
  if mt == pendingMT then return 'pending', rawget(object, 'message') end
  local t = type(object)
  if t == 'string' then
    -- an error Swift carried back with its traceback: the traceback came separately
    local at = find(object, "\nstack traceback:\n", 1, true)
    return 'error', at and sub(object, 1, at - 1) or object
  elseif t == 'number' then
    return 'error', object
  elseif t == 'nil' then
    return 'error', 'nil'
  elseif type(mt) == 'table' and rawget(mt, '__tostring') ~= nil then
    local ok, text = protect(timeout, tostring, object)  -- a spec's __tostring, under the deadline
    if ok and type(text) == 'string' then return 'error', text end
  end
  return 'error', "(error object is a " .. t .. " value)"
end

-- fn run under the deadline, as (true) or (false, kind, message, traceback).
local function run_limited(seconds, fn)
  local ok, outcome, object, traceback, position = protect(seconds, fn)
  if ok then return true end
  local kind, message = rendered(outcome, object, position)
  return false, kind, message, traceback
end

-- A failure value that is not a string (fail({ reason = "x" }), error(setmetatable({}, mt)))
-- as text: its __tostring, or a short listing of a plain table. Reports need a string; handing
-- them the table made the whole file a harness fault and lost its later tests.
local function printable(v)
  local t = type(v)
  if t == 'string' then return v end
  if t == 'number' or t == 'boolean' or t == 'nil' then return tostring(v) end
  local mt = getmetatable(v)
  if type(mt) == 'table' and rawget(mt, '__tostring') then
    local s = tostring(v)
    if type(s) == 'string' then return s end
  end
  if t ~= 'table' then return "(a " .. t .. " value, not a string)" end
  local parts = {}
  for k, x in next, v do
    if #parts == 8 then parts[#parts + 1] = "..." break end
    parts[#parts + 1] = (type(k) == 'string' and k or "[" .. tostring(k) .. "]") .. " = " ..
      (type(x) == 'string' and string.format("%q", x) or tostring(x))
  end
  return "(a table, not a string) {" .. concat(parts, ", ") .. "}"
end

-- `message` as a string; a spec's __tostring runs under the deadline like any spec code.
local function as_text(message)
  if type(message) == 'string' then return message end
  local ok, text = protect(timeout, printable, message)
  if ok and type(text) == 'string' then return text end
  return "(a " .. type(message) .. " value that could not be shown)"
end

-- Mutable run state.
local current_block = nil     -- the block being declared
local running = nil           -- the test being run (for pending/finally)
local file_output = {}
local stop = false            -- --fail-fast tripped

-- ----------------------------------------------------------------- output capture

-- io.stdout and io.stderr are real Lua files (FILE* userdata, as busted gives a spec: C code
-- such as term.isatty or luassert's formatters accepts them) made by LuaKit's captured
-- streams: what they are given, whatever the buffering a spec sets, is kept in memory, up to
-- options.output_limit bytes between two takes, with the rest counted. print and warn write
-- there too (streams.write), so their text keeps its order with io.write's. At a test's start
-- and end the runner takes what was written (collect) into the file's or the test's buffer.
-- Each buffer keeps at most options.output_limit bytes (1 MiB); past that only the count of
-- dropped bytes is kept (buffer.dropped), so a test printing 100 MB neither holds it twice (the
-- pieces, then the joined text) nor hands it to every report. take() adds a marker.
local output_limit = options.output_limit or 1048576
local streams = limits.streams
local emit, take_written = streams.write, streams.take

-- `s` and `dropped`, what take_written() gave, moved into `buffer` (within the limit).
local function keep(buffer, s, dropped)
  local n = #s
  if n > 0 then
    local kept = buffer.kept or 0
    if kept + n > output_limit then
      local room = output_limit - kept
      if room > 0 then insert(buffer, sub(s, 1, room)) end
      buffer.kept = output_limit
      dropped = dropped + n - (room > 0 and room or 0)
    else
      buffer.kept = kept + n
      insert(buffer, s)
    end
  end
  if dropped > 0 then buffer.dropped = (buffer.dropped or 0) + dropped end
end

-- What the streams hold now, moved into `buffer` (within the limit). The per-test path asks
-- take_written() itself and calls keep() only when something was written.
local function collect(buffer)
  keep(buffer, take_written())
end

-- The buffer's text, with a marker when output was dropped.
local function take(buffer)
  local text = concat(buffer)
  if buffer.dropped then
    text = text .. "\n[alongside: output truncated: " .. buffer.dropped ..
      " more bytes were not kept (the limit is " .. output_limit .. " bytes a test)]\n"
  end
  return text
end

local function flush_file_output()
  collect(file_output)
  if #file_output > 0 or file_output.dropped then
    report(OUTPUT, take(file_output))
    file_output = {}
  end
end

-- A test (with its hooks) is over: what was written since it started is its output, or nil.
local function output_test_ends(buffer)
  local s, dropped = take_written()
  if s ~= "" or dropped > 0 then keep(buffer, s, dropped) end
  if buffer[1] or buffer.dropped then return take(buffer) end
  return nil
end

_G.print = function(...)
  local n = select('#', ...)
  local parts = {}
  for i = 1, n do
    local ok, s = pcall(tostring, (select(i, ...)))
    if not ok then error(s, 2) end  -- blame the caller's line, as Lua's print does
    parts[i] = s
  end
  emit(concat(parts, '\t') .. '\n')
end

-- Argument i of `name` (warn) as text, as Lua's own checks it: a string or a number,
-- else "bad argument" positioned at the caller of the function that asks.
local function text_argument(name, i, v)
  local t = type(v)
  if t ~= 'string' and t ~= 'number' then
    error("bad argument #" .. i .. " to '" .. name .. "' (string expected, got " .. t .. ")", 3)
  end
  return tostring(v)
end

-- Lua's own io.write, io.output and file methods work on the captured files unchanged;
-- io.write follows io.output (a spec may io.output("file.txt") on purpose).
io.stdout, io.stderr = streams.stdout, streams.stderr
io.output(streams.stdout)

-- warn() is captured like print, with Lua's own control messages ("@on", "@off"; off at first).
local warnings_on = false
_G.warn = function(...)
  local n = select('#', ...)
  if n == 0 then error("bad argument #1 to 'warn' (string expected, got no value)", 2) end
  local parts = {}
  for i = 1, n do parts[i] = text_argument('warn', i, (select(i, ...))) end
  local message = concat(parts)
  if n == 1 and sub(message, 1, 1) == '@' then
    if message == '@on' then warnings_on = true elseif message == '@off' then warnings_on = false end
  elseif warnings_on then
    emit("Lua warning: " .. message .. "\n")
  end
end

-- require 'busted.runner' (how a spec file can also run as `lua x_spec.lua`: its first line is
-- `require 'busted.runner'()`) gives what busted gives a file it already runs: a function that
-- does nothing (and returns a function doing nothing, as busted's second call does).
local function preload_busted_runner()
  local function nothing() return function() end end
  package.preload['busted.runner'] = function() return nothing end
end
preload_busted_runner()

-- os.exit inside a spec would end the whole run and lose every result: make it an error.
os.exit = function(code)
  error(setmetatable({ message = "os.exit(" .. tostring(code) ..
    ") called: a spec cannot end the run; the test is reported as an error" }, exitMT), 2)
end

-- ----------------------------------------------------------------- luassert, loaded lazily

-- package.path and cpath as Swift set them, before any spec code ran: luassert's modules load
-- with them (busted loads luassert before the spec runs), whatever a test set since; luassert
-- loads at the first assertion the fast assertions cannot decide, often a failing one.
local start_path, start_cpath = package.path, package.cpath
local runner_requires = false   -- while the runner requires (the fast `same`'s luassert.util alone)
-- A module luassert's init loads or fills in (not `luassert` itself): see package.searchers[1]
-- and `survives` below.
local function of_luassert(name)
  return type(name) == 'string' and (find(name, '^luassert%.') or name == 'say') and true or false
end
local function require_from_start(name)
  local path, cpath, outer = package.path, package.cpath, runner_requires
  package.path, package.cpath, runner_requires = start_path, start_cpath, true
  local ok, module = pcall(require, name)
  package.path, package.cpath, runner_requires = path, cpath, outer
  if not ok then error(module, 0) end
  return module
end

-- luassert costs milliseconds to load; an empty file, a file without assertions and a file
-- whose assertions all pass through the fast assertions (fast_assertions.lua) never pay.
local lazy = { assert = 'luassert', spy = 'luassert.spy', stub = 'luassert.stub',
               mock = 'luassert.mock', match = 'luassert.match' }
local luassert_loaded = false
local load_luassert           -- loads luassert into the spec's `assert`: see below
local root_env                -- the spec's root environment (the DSL, assert...): see below
local resolved                -- tells the root environment one lazy name is loaded: see below

-- busted's bindfenv: give one function an _ENV in which `error` raises a failure object.
local function fail(msg, level)
  local rawlevel = (type(level) ~= 'number' or level <= 0) and level
  level = level or 1
  local _, emsg = pcall(error, msg, rawlevel or level + 2)
  error(setmetatable({ message = emsg }, failureMT), rawlevel or level + 1)
end

-- busted's bindfenv: `f` (or its __call) sees `var` as `value`, the rest of its _ENV unchanged.
local function bindfenv(f, var, value)
  local mt = raw_getmetatable(f)
  f = (mt and mt.__call) or f
  if type(f) ~= 'function' then return end
  for i = 1, math.huge do
    local name, env = getupvalue(f, i)
    if not name then return end
    if name == '_ENV' then
      local newenv = setmetatable({ [var] = value }, { __index = env })
      upvaluejoin(f, i, function() return newenv end, 1)
      return
    end
  end
end

-- luassert's functions raise failures, not errors (as busted binds them).
local function bind_error(f) bindfenv(f, 'error', fail) end

local luassert_module = nil   -- kept here: a spec may reassign the global `assert`

-- The spec's `assert`: one table for the whole file. Until luassert loads it has no fields and
-- `loader_mt` (below) as its metatable, whose __index the fast assertions take over; when
-- luassert loads, its module's fields and metatable are copied to this table, which becomes
-- the module (`require 'luassert'`), so `rawequal(assert, require 'luassert')` holds whether
-- luassert loaded before the spec read `assert` or after. Known difference: raw reads
-- (`rawget`, `next`) of `assert` see an empty table until luassert has loaded.
local spec_assert = {}
local fast_assertions_loaded   -- fast_assertions.lua's function to call once luassert loaded
local luassert_state_snapshot   -- luassert's `assert:snapshot()`, kept when assert.snapshot replaces it

-- Spies, stubs, formatters and parameters a test adds are undone after it, so none leaks into
-- the next test. A luassert snapshot costs about a microsecond, so one is kept standing and
-- only replaced after luassert's state actually changed (`dirty`).
local standing_snapshot, luassert_dirty = nil, false

local function track_luassert_changes()
  local state = require 'luassert.state'
  for _, name in ipairs({ 'add_spy', 'add_formatter', 'set_parameter' }) do
    local original = state[name]
    state[name] = function(...)
      luassert_dirty = true
      return original(...)
    end
  end
end

-- Before a test: changes made outside tests (setup, describe bodies) are kept, so a snapshot is
-- taken after them.
local function snapshot_before_test()
  if luassert_module and (luassert_dirty or not standing_snapshot) then
    standing_snapshot = luassert_state_snapshot(luassert_module)
    luassert_dirty = false
  end
end

-- After a test: undo what it changed.
local function revert_after_test()
  if luassert_dirty and standing_snapshot then
    standing_snapshot:revert()
    standing_snapshot = nil
  end
end

-- assert.snapshot(text, name): `text` against the file __snapshots__/<spec>/<name>.txt beside
-- the spec. Swift (host.snapshot) validates the name, reads, writes (--update-snapshots, a new
-- snapshot) and diffs; here the answer becomes a pass, a note in the test's output, or a
-- failure whose message is the diff. One name belongs to one test of the file: two tests
-- writing the same file would each overwrite the other's picture.
local snapshot_host, snapshot_users = host.snapshot, {}
local function snapshot_assertion(state, arguments, level)
  level = level + 1   -- luassert's level is for its __call; errors here are one call deeper
  if arguments.n == 1 and rawequal(arguments[1], luassert_module) then
    return true, { luassert_state_snapshot(luassert_module) }
  end
  if not state.mod then
    error("assert.snapshot cannot be negated: compare with assert.are_not.equal instead", level)
  end
  local text, name = arguments[1], arguments[2]
  if type(text) ~= 'string' then
    error("bad argument #1 to 'snapshot' (string expected, got " .. type(text) .. ")", level)
  end
  if type(name) ~= 'string' then
    error("bad argument #2 to 'snapshot' (string expected, got " .. type(name) .. ")", level)
  end
  local user = running or 'file'   -- the test node (a table), or code outside tests
  local first = snapshot_users[name]
  if first and first ~= user then
    local by = first == 'file' and "code outside tests" or "test '" .. first.name .. "'"
    error("bad argument #2 to 'snapshot' (snapshot name '" .. name .. "' is already used by " .. by ..
          " in this file: give each test its own names)", level)
  end
  snapshot_users[name] = user
  local kind, detail, diff = snapshot_host(name, text)
  if kind == 'badname' then error("bad argument #2 to 'snapshot' (" .. detail .. ")", level) end
  if kind == 'failed' then error(detail, level) end
  if kind == 'matched' then return true end
  if kind == 'written' or kind == 'updated' then
    emit("[alongside] snapshot '" .. name .. "' " .. kind .. ": " .. detail .. "\n")
    return true
  end
  local message
  if kind == 'missing' then
    message = "snapshot '" .. name .. "' does not exist (" .. detail .. "): on CI (the CI environment " ..
      "variable, or --no-new-snapshots) a missing snapshot fails instead of being written; write it with " ..
      "a local run (or --update-snapshots) and commit it"
  else
    message = "snapshot '" .. name .. "' does not match " .. detail .. " (- expected, + actual):\n" .. diff ..
      "\nrun with --update-snapshots to accept the new picture"
  end
  for i = 1, (arguments.n or #arguments) do arguments[i] = nil end
  arguments[1], arguments.n, arguments.nofmt = message, 1, { true }
  return false
end

local function register_snapshot(a)
  local say = require 'say'
  say:set('assertion.snapshot.positive', '%s')
  say:set('assertion.snapshot.negative', '%s')
  a:register('assertion', 'snapshot', snapshot_assertion, 'assertion.snapshot.positive',
             'assertion.snapshot.negative')
  -- luassert's own `assert:snapshot()` (its state, for revert) is a field of the module, so
  -- `assert.snapshot` would reach it, not the assertion. The field becomes the assertion itself
  -- (a luassert state, so luassert's error level still points at the spec's line), which hands
  -- a call with the module as its only argument, `assert:snapshot()`, to luassert's function.
  luassert_state_snapshot = a.snapshot
  rawset(a, 'snapshot', a:state().snapshot)
end

-- getmetatable(assert) and debug.getmetatable(assert) read luassert's metatable: they load it
-- first. Put back as Lua made them once it has loaded.
local plain_getmetatable, plain_debug_getmetatable = getmetatable, raw_getmetatable
local function loads_for_metatable(get)
  local select, rawequal, error = select, rawequal, error
  return function(...)
    if not luassert_loaded and rawequal((...), spec_assert) then load_luassert() end
    if select('#', ...) == 0 then error("bad argument #1 to 'getmetatable' (value expected)", 2) end
    return get((...))
  end
end
local loading_getmetatable = loads_for_metatable(plain_getmetatable)
local loading_debug_getmetatable = loads_for_metatable(plain_debug_getmetatable)
-- The global `getmetatable` as Lua made it again, once luassert has loaded (also after an
-- insulate block restores the globals it saved before luassert loaded inside it).
local function put_back_getmetatable()
  if rawget(_G, 'getmetatable') == loading_getmetatable then rawset(_G, 'getmetatable', plain_getmetatable) end
end

-- luassert's module becomes `spec_assert`: its fields (a field the spec set first is kept) and
-- its metatable. luassert's own table keeps its fields too: its modules captured it (assertions
-- call it for their argument errors) and its messages format through it.
local function adopt(module)
  for k, v in next, module do
    if rawget(spec_assert, k) == nil then rawset(spec_assert, k, v) end
  end
  setmetatable(spec_assert, raw_getmetatable(module))
  package.loaded.luassert, package.loaded['luassert.assert'] = spec_assert, spec_assert
  put_back_getmetatable()
  if debug.getmetatable == loading_debug_getmetatable then debug.getmetatable = plain_debug_getmetatable end
end

local install_fast   -- installs the fast assertions (once), before luassert loads: see below

load_luassert = function()
  install_fast()
  luassert_loaded = true
  -- luassert colours its messages when io.stdout is a terminal; the captured io.stdout never
  -- is one (term.isatty says false), so reports get plain text.
  local entry = package.preload.luassert
  package.preload.luassert = nil   -- the real module, not the entry below
  local ok, module = pcall(require_from_start, 'luassert')
  package.preload.luassert = entry
  if not ok then
    luassert_loaded = false   -- not loaded: the next use tries again (and fails the same way)
    error(module, 0)
  end
  adopt(module)
  local a = spec_assert
  luassert_module = a
  -- A table whose metatable names it and gives its own text (`__name` and `__tostring`, as a
  -- host module's plain values may have) shows that text in failure messages, `(Rect) {x=0,
  -- ...}`, instead of its address and fields. Added before tracking: it is part of the base.
  a:add_formatter(function(v)
    local mt = type(v) == 'table' and getmetatable(v)
    if type(mt) == 'table' and type(rawget(mt, '__name')) == 'string' and rawget(mt, '__tostring') then
      return '(' .. mt.__name .. ') ' .. tostring(v)
    end
  end)
  register_snapshot(a)
  track_luassert_changes()
  if running then snapshot_before_test() end
  bind_error(a)
  bind_error(a.is_true)
  for name, mod in pairs(lazy) do rawset(root_env, name, require_from_start(mod)) end
  -- After bind_error: `a.is_true` above must still be luassert's own state.
  if fast_assertions_loaded then fast_assertions_loaded() end
  resolved()
  return a
end

-- What luassert's `assert(v, message, level, ...)` returns, with the spec's own `level` back.
local function with_level(level, v, message, _, ...) return v, message, level, ... end

-- Until luassert loads, anything done to `assert` loads it first, then is done to it (the fast
-- assertions replace __index with theirs, which starts chains for the names they know).
-- `assert(v, ...)` with a true `v` does not: luassert's own call (assert.lua's __meta.__call)
-- only returns `v, message, level, ...` then, which is returned here without loading it (a
-- spec's plain `assert(x)` cost the file luassert's 2 ms and 0.5 MiB). Otherwise it is
-- luassert's call made from one frame deeper, so the error level it is given (`assert:level`)
-- is one more: a tail call instead would put a "(...tail calls...)" line in the failure's
-- traceback.
local function load_then_read(_, k) load_luassert() return spec_assert[k] end
local loader_mt = {
  -- the first read installs the fast assertions (a file that never reads `assert` does not
  -- pay for them either), which take over this __index; without them, it loads luassert
  __index = function(_, k)
    install_fast()
    return spec_assert[k]
  end,
  __newindex = function(_, k, v) load_luassert() spec_assert[k] = v end,
  __call = function(_, v, message, level, ...)
    if v then return v, message, level, ... end
    load_luassert()
    local given, deeper = spec_assert:get_level(level), level
    if given == nil then
      deeper = spec_assert:level(2)
    elseif type(given) == 'number' and given >= 1 then
      deeper = spec_assert:level(given + 1)
    end
    return with_level(level, spec_assert(v, message, deeper, ...))
  end,
  __pairs = function() load_luassert() return next, spec_assert, nil end,
}
setmetatable(spec_assert, loader_mt)
local fast_installed = false
install_fast = function()
  if fast_installed then return end
  fast_installed = true
  loader_mt.__index = load_then_read
  if fast_assertions_code then
    local install_fast_assertions, err = load_trusted(fast_assertions_code, "=[alongside] assertions", "bt")
    fast_assertions_code = nil
    if not install_fast_assertions then error(err, 0) end
    local decide
    fast_assertions_loaded, decide = install_fast_assertions(spec_assert, fail, load_luassert, loader_mt,
                                                             plain_debug_getmetatable, require_from_start, make_decider)
    make_decider = nil
    close_to_debug(decide)
  end
end
rawset(_G, 'getmetatable', loading_getmetatable)
debug.getmetatable = loading_debug_getmetatable

-- `require 'luassert'` (a spec's first line, or ui.explore failing a test) gets luassert as the
-- spec's `assert` is: its failures are the runner's failures, not errors.
package.preload.luassert = function()
  if luassert_module then return luassert_module end
  return load_luassert()
end

-- A spec's `require 'luassert.match'` (any of luassert's modules, or `say`) before luassert has
-- loaded: busted loads luassert before the spec runs, so that such a module finds what
-- luassert's init fills in (the matchers `match.truthy()` reads, the spy assertions, say's
-- English messages). luassert loads first here too, and the module it loaded is the one given
-- (a second copy would be a second namespace). Known difference: that first `require` returns
-- a second value (':preload:', as any module's first `require` does); under busted the module
-- is already loaded, and `require` returns it alone.
do
  local preload_searcher = package.searchers[1]
  package.searchers[1] = function(name, ...)
    if not luassert_loaded and not runner_requires and of_luassert(name) then
      load_luassert()
      local module = package.loaded[name]
      if module ~= nil then return function() return module end, ':preload:' end
    end
    return preload_searcher(name, ...)
  end
end

-- ----------------------------------------------------------------- environments

-- As busted's environment.lua and context.lua: the spec file's chunk (and so every function
-- it defines) sees one proxy `_ENV`. A name is looked up in the environment of the element
-- that runs now (a test, a hook, a block), then its parents', then the root environment (the
-- DSL, assert/spy/stub/mock/match), then `_G`. A global assigned in a block stays in that
-- block's environment; hooks write into the block they belong to; `expose` into the block
-- above its parent. The DSL is never in `_G` or its metatable: a module the spec requires sees
-- Lua's own `assert`, and a spec may set `_G`'s metatable as it likes.
--
-- Each element's environment is a table chained to the next by `__index` tables (a test's to
-- its block's test scope, which holds the refusals, then the block's environment, ... the
-- root's), and the proxy's `__index` is the running element's table: a lookup is Lua's own
-- table walk, no Lua call, until it reaches the root (whose `__index` becomes `_G` itself once
-- nothing there loads lazily).
local ctx = nil               -- the element that runs now (test, hook, block), or nil
local raw_setmetatable = debug.setmetatable
local spec_mt = {}
local spec_env = setmetatable({}, spec_mt)

-- Makes `e` the running element: names resolve in its environment (a test without globals of
-- its own reads its block's test scope).
local function enter(e)
  ctx = e
  spec_mt.__index = e and (e.env or e.scope) or root_env
end

-- A name assigned while `e` runs lands in its environment, made on first use for a test; a
-- hook's and an expose block's pass new names up (their __newindex, busted's `unwrap`).
spec_mt.__newindex = function(_, k, v)
  local e = ctx
  if not e then rawset(_G, k, v) return end
  local env = e.env
  if not env then
    env = setmetatable({}, { __index = e.scope })
    e.env = env
    spec_mt.__index = env
  end
  env[k] = v
end

-- busted's `unwrap`: a __newindex that sends new names to the environment `levels` above `e`.
local function send_up(e, levels)
  local target = e
  for _ = 1, levels do target = target and target.parent end
  return function(_, k, v)
    if target then target.env[k] = v else rawset(_G, k, v) end
  end
end

-- `insulate` saves and restores `_G`, its metatable and package.loaded (busted's context.lua).
-- luassert may load for the first time inside an insulated block; it must survive the restore.
local function survives(k)
  return k == 'luassert' or of_luassert(k)
end

local function save_globals()
  local g, l = {}, {}
  for k, v in next, _G do g[k] = v end
  for k, v in pairs(package.loaded) do l[k] = v end
  return { gmt = raw_getmetatable(_G), g = g, l = l }
end

local function restore_globals(s)
  raw_setmetatable(_G, s.gmt)
  for k in next, _G do rawset(_G, k, s.g[k]) end
  for k, v in next, s.g do if rawget(_G, k) == nil then rawset(_G, k, v) end end
  if luassert_loaded then put_back_getmetatable() end   -- luassert survives: see below
  local loaded = package.loaded
  for k in pairs(loaded) do
    if s.l[k] ~= nil or not survives(k) then loaded[k] = s.l[k] end
  end
  for k, v in pairs(s.l) do loaded[k] = v end
end

-- The context stack. An insulate block saves the globals when it is entered and restores them
-- when it is left; leaving an expose block makes its parent's saved state the current one, so
-- what the expose block set outlives the enclosing insulate (busted's push_state/pop_state).
-- `depth` entries each (no table.remove: a push and a pop per test).
local stack, states, depth = {}, {}, 0
local function push(e)
  depth = depth + 1
  states[depth] = e.envmode == 'insulate' and save_globals() or false
  stack[depth] = ctx or false
  enter(e)
end

local function pop()
  local e = ctx
  local previous, state = stack[depth], states[depth]
  stack[depth], states[depth] = nil, nil
  depth = depth - 1
  enter(previous or nil)
  if e.envmode == 'expose' and depth > 0 then
    states[depth] = states[depth] and save_globals()
  end
  if state then restore_globals(state) end
end

-- ----------------------------------------------------------------- declaration

-- The line that called describe/it (`level` frames up), as debug.getinfo(level, 'l') gives it
-- but without its table (about 1 µs a test). Not a tail call: this frame is level 1.
local function declared_at(level)
  local line = caller_line(level)
  return line
end

-- A busted callable (a function, or a table with __call) as a function the limited call takes.
local function as_function(fn)
  if type(fn) == 'function' then return fn end
  return function(...) return fn(...) end
end

local function callable(fn)
  if type(fn) == 'function' then return true end
  local mt = raw_getmetatable(fn)
  return type(mt) == 'table' and rawget(mt, '__call') ~= nil
end

-- A block (file or describe): its body `fn` runs when the runner reaches it. Tests are lighter
-- tables: { kind, name, parent, fn, line, occurrence, pending }.
local function new_block(name, parent, fn, line, envmode)
  local path = {}
  if parent and parent.kind ~= 'file' then
    for i, v in ipairs(parent.path) do path[i] = v end
  end
  if parent then path[#path + 1] = name end
  local b = {
    kind = parent and 'describe' or 'file', name = name, parent = parent, fn = fn, line = line,
    envmode = envmode, children = {}, before_each = {}, after_each = {}, setups = {}, teardowns = {},
    path = path, prefix = concat(path, ' '),
  }
  b.env = setmetatable({}, { __index = parent and parent.env or root_env,
                             __newindex = envmode == 'expose' and send_up(b, 2) or nil })
  -- the blocks from the file down to this one, for hooks (computed once, not per test)
  b.chain = {}
  if parent then for i, v in ipairs(parent.chain) do b.chain[i] = v end end
  b.chain[#b.chain + 1] = b
  return b
end

-- The first and last line of a node's function, for `file:LINE` selection (only then).
local function span(n)
  local info = type(n.fn) == 'function' and raw_getinfo(n.fn, 'S')
  if not info then return n.line, n.line end
  return info.linedefined, info.lastlinedefined
end

-- busted's message for a DSL call where it does not belong (in a test or a hook, or after the
-- file ran): the current element must be a block.
local function misuse(what, level)
  error("'" .. what .. "' not supported inside current context block", level or 3)
end

local function declaring(what)
  if not ctx or ctx.children == nil then misuse(what, 4) end
end

local function check_name(what, name)
  if type(name) ~= 'string' then
    if type(name) == 'number' then return tostring(name) end
    error("bad argument #1 to '" .. what .. "' (string expected, got " .. type(name) .. ")", 3)
  end
  return name
end

local function check_fn(what, fn, index)
  if not callable(fn) then
    error("bad argument #" .. index .. " to '" .. what .. "' (function expected, got " .. type(fn) .. ")", 3)
  end
end

-- busted's call forms: name(fn), name(fn) with fn a callable table, fn alone (the name is the
-- DSL word), or name alone, which returns a function that takes the body (`it 'x' (fn)`).
-- `declare(name, fn, level)` does the work; `level` is the spec's frame from it.
local function curried(what, declare)
  local function publish(name, fn)
    -- the common form, `it("name", function() ... end)` in a block, without the checks' calls
    -- (the same frame depth: `declare` counts levels from here)
    if type(fn) == 'function' and type(name) == 'string' and ctx and ctx.children ~= nil then
      declare(name, fn, 4)
      return
    end
    declaring(what)
    if fn == nil and callable(name) and type(name) ~= 'string' then name, fn = what, name end
    name = check_name(what, name)
    if fn == nil then
      return function(body)
        declaring(what)
        check_fn(what, body, 1)
        declare(name, body, 4)
      end
    end
    check_fn(what, fn, 2)
    declare(name, fn, 4)
  end
  return publish
end

local function block_api(what, envmode)
  return curried(what, function(name, fn, level)
    local b = new_block(name, ctx, fn, declared_at(level), envmode)
    insert(ctx.children, b)
  end)
end

-- How many tests the file has declared at each line so far: a test's `occurrence` tells apart
-- tests declared in a loop (same name, same line), so a supervisor resuming the file after a
-- worker died skips exactly the finished ones. Declaration order is the same in every run.
local declared_per_line = {}

-- A test is four fields of its own (name, fn, line, occurrence: a table of four slots, about
-- 150 bytes, where eight fields took about 250: a 10,000-test file held 1 MiB more). What its
-- block's tests share (kind 'test', parent, and the block's test scope once a test ran) comes
-- from the block's `test_mt`. Rarer fields (pending, unselected, finally, env, by_line) are
-- added to the test that needs them.
local function add_test(name, fn, pending_reason, level)
  local parent = ctx
  local children = parent.children
  local line = caller_line(level)   -- declared_at(level + 1), one call less
  local occurrence = (declared_per_line[line] or 0) + 1
  declared_per_line[line] = occurrence
  local mt = parent.test_mt
  if not mt then
    mt = { __index = { kind = 'test', parent = parent } }
    parent.test_mt = mt
  end
  local t = setmetatable({ name = name, fn = fn, line = line, occurrence = occurrence }, mt)
  if pending_reason then t.pending = pending_reason end
  children[#children + 1] = t
end

local function test_api(what)
  return curried(what, function(name, fn, level) add_test(name, fn, nil, level) end)
end

-- A hook is an element of its own (busted's `unwrap` envmode): globals it assigns land in its block.
local function hook_api(public, list, lazy_)
  return function(fn)
    declaring(public)
    check_fn(public, fn, 1)
    local b = ctx
    local h = { kind = 'hook', fn = fn, parent = b, lazy = lazy_, line = declared_at(3) }
    if list == 'before_each' or list == 'after_each' then
      insert(b[list], h)
    elseif list == 'setup' then
      insert(b.setups, h)
    else
      insert(b.teardowns, h)
    end
  end
end

local dsl = {}
dsl.describe = block_api('describe')
dsl.context = block_api('context')
dsl.insulate = block_api('insulate', 'insulate')
dsl.expose = block_api('expose', 'expose')
dsl.it = test_api('it')
dsl.test = test_api('test')
dsl.spec = test_api('spec')
dsl.before_each = hook_api('before_each', 'before_each')
dsl.after_each = hook_api('after_each', 'after_each')
dsl.setup = hook_api('setup', 'setup', options.lazy or false)
dsl.teardown = hook_api('teardown', 'teardown', options.lazy or false)
dsl.strict_setup = hook_api('strict_setup', 'setup', false)
dsl.strict_teardown = hook_api('strict_teardown', 'teardown', false)
dsl.lazy_setup = hook_api('lazy_setup', 'setup', true)
dsl.lazy_teardown = hook_api('lazy_teardown', 'teardown', true)

-- pending(reason) inside a running test ends it as pending (busted's busted.pending).
local function pend(reason)
  error(setmetatable({ message = reason == nil and "" or tostring(reason) }, pendingMT), 2)
end

-- pending(name[, fn]) declares a pending test (busted gives it a default body).
dsl.pending = function(name, fn)
  if ctx and ctx.kind == 'test' then return pend(name) end
  declaring('pending')
  if fn == nil and callable(name) and type(name) ~= 'string' then name = 'pending' end
  add_test(check_name('pending', name), nil, "", 3)
end

-- finally(callable) runs after the test that called it, whatever its outcome.
local function finally(fn)
  if not running then misuse('finally') end
  check_fn('finally', fn, 1)
  running.finally = running.finally or {}
  insert(running.finally, as_function(fn))
end

-- randomize([seed | false]) in a block or a file: shuffle that block's children (busted's
-- meaning), with `seed`, else the run's seed. The order depends only on the seed.
local function randomize(...)
  if not ctx or ctx.children == nil then misuse('randomize') end
  local on = select('#', ...) == 0 or (...)
  ctx.randomize = on and true or false
  if on then ctx.randomseed = tonumber((...)) or tonumber((select(2, ...))) end
end
dsl.randomize = randomize
dsl.fail = fail
dsl.finally = finally

-- What a test or a hook sees instead of the DSL (busted's block.rejectAll): calls that raise
-- busted's message; a test also gets finally and pending(reason).
local rejected = {}
for name in pairs(dsl) do
  if name ~= 'fail' then rejected[name] = function() misuse(name) end end
end
local test_overlay, hook_overlay = {}, {}
for name, f in pairs(rejected) do test_overlay[name], hook_overlay[name] = f, f end
hook_overlay.finally = nil
test_overlay.finally = finally
test_overlay.pending = pend

-- A block's scope for its tests or its hooks: the overlay's names, then the block's environment
-- (made once per block, so a test costs no table unless it assigns a global).
local function scope_below(b, key, overlay)
  local scope = b[key]
  if not scope then
    scope = setmetatable({}, { __index = b.env })
    for k, v in pairs(overlay) do rawset(scope, k, v) end
    b[key] = scope
  end
  return scope
end

-- The root environment: the DSL, then luassert's names and host modules (`ui`) on first use.
-- A module the host preloaded is reachable by its name, as before (never a busted name).
local preload = package.preload
local host_modules = {}
for k in pairs(preload) do host_modules[k] = k ~= 'luassert' or nil end
-- Once luassert and every host module are in it, the root's misses go straight to `_G`.
local root_mt = {}
local unresolved = 1   -- luassert, plus the host modules counted below
for _ in pairs(host_modules) do unresolved = unresolved + 1 end
resolved = function()
  unresolved = unresolved - 1
  if unresolved == 0 then root_mt.__index = _G end
end
root_mt.__index = function(t, k)
  if lazy[k] then
    if not luassert_loaded then load_luassert() end
    return rawget(t, k)
  end
  if host_modules[k] and rawget(preload, k) then
    host_modules[k] = nil
    local m = require(k)
    rawset(t, k, m)
    resolved()
    return m
  end
  return _G[k]
end
root_env = setmetatable({}, root_mt)
for k, v in pairs(dsl) do if k ~= 'finally' then rawset(root_env, k, v) end end
rawset(root_env, 'assert', spec_assert)   -- luassert's module once it loads: see spec_assert

-- require 'busted': busted's documented API, the same functions the spec sees, read-only.
local function noop() end
local busted_api = setmetatable({}, {
  __index = function(_, k)
    local v = dsl[k]
    if v ~= nil then return v end
    if lazy[k] then return root_env[k] end
    if k == 'pending' then return dsl.pending end
  end,
  __newindex = function() error('Attempt to modify busted', 2) end,
})
do
  local extra = {
    publish = noop, subscribe = noop, unsubscribe = noop, version = '2.1.1',
    -- the runner's own functions are closed to it, as to the debug library
    bindfenv = function(f, var, value)
      local mt = raw_getmetatable(f)
      local target = (mt and mt.__call) or f
      local source = type(target) == 'function' and raw_getinfo(target, 'S').source
      if source == "=[alongside]" or source == "=[alongside] assertions" then
        error("bad argument #1 to 'bindfenv' (the runner's own functions are closed to it)", 2)
      end
      bindfenv(f, var, value)
    end,
    gettime = function() return now() end, monotime = function() return now() end, sleep = noop,
    parent = function() return nil end, children = function() return {} end,
  }
  for k, v in pairs(extra) do dsl[k] = dsl[k] or v end
  dsl.finally = finally
end
preload['busted'] = function() return busted_api end

-- ----------------------------------------------------------------- selection

-- Selection is decided as the runner reaches each block, since a block's tests exist only once
-- its body ran: `--filter-out`/`--exclude-tags` prune whole blocks (busted's filter_loader);
-- `--filter`, `--tags`, lines and a resumed file's skips are asked per test.

-- A test's full name and path: its block's, plus its own name.
local function full_name(t)
  local prefix = t.parent.prefix
  return prefix == '' and t.name or prefix .. ' ' .. t.name
end

local function matches_any(s, patterns)
  for _, p in ipairs(patterns) do
    if find(s, p) then return true end
  end
  return false
end

local function has_tag(name, set)
  for tag in gmatch(name, '#([%w_%-]+)') do
    if set[tag] then return true end
  end
  return false
end

local filters, filters_out = options.filter or {}, options.filter_out or {}
local tags, exclude = options.tags or {}, options.exclude_tags or {}
local wanted_lines = options.lines or {}
local use_lines, use_tags, use_exclude = next(wanted_lines) ~= nil, next(tags) ~= nil, next(exclude) ~= nil
-- options.skip: "LINE.OCCURRENCE FULL NAME" keys of tests a resumed file already has results for
local skip = options.skip or {}
local use_skip = next(skip) ~= nil
local selecting = use_lines or use_tags or use_exclude or use_skip or #filters > 0 or #filters_out > 0

-- `file:LINE`: once a block's body ran, each wanted line inside it names the children declared
-- at that line, else the child whose function spans it (a block is then entered to look
-- further), else the block itself (all its tests). A block's span is known without running it.
-- Marks: child.by_line = 'all' (it and everything below) or 'inside' (look inside).
local function mark_lines(b)
  if b.by_line == 'all' then
    for _, c in ipairs(b.children) do c.by_line = 'all' end
    return
  end
  local first, last = span(b)
  for l in pairs(wanted_lines) do
    if b.kind == 'file' or (first <= l and l <= last) then
      local named = false
      for _, c in ipairs(b.children) do
        if c.line == l then c.by_line, named = 'all', true end
      end
      if not named then
        for _, c in ipairs(b.children) do
          local f, e = span(c)
          if f <= l and l <= e then
            if c.kind == 'test' then c.by_line = 'all' elseif c.by_line ~= 'all' then c.by_line = 'inside' end
            named = true
          end
        end
      end
      if not named and b.kind ~= 'file' then
        for _, c in ipairs(b.children) do c.by_line = 'all' end
      end
    end
  end
end

local function block_selected(b)
  if use_lines and not b.by_line then return false end
  if #filters_out > 0 and matches_any(b.prefix, filters_out) then return false end
  if use_exclude and has_tag(b.name, exclude) then return false end
  return true
end

local function test_selected(c)
  if not selecting then return true end
  local name = full_name(c)
  return (#filters == 0 or matches_any(name, filters))
    and not matches_any(name, filters_out)
    and (not use_tags or has_tag(name, tags))
    and not (use_exclude and has_tag(name, exclude))
    and (not use_lines or c.by_line == 'all')
    and not (use_skip and skip[c.line .. '.' .. c.occurrence .. ' ' .. gsub(name, '[\128-\255]', '')])
end

-- ----------------------------------------------------------------- order

-- A small deterministic generator, so the order depends only on the seed (not on math.random,
-- which specs may reseed). `randomize(seed)` in a block shuffles with a generator of its own.
local function generator(seed)
  local state = seed & 0x7fffffffffffffff
  return function(n)
    state = (state * 6364136223846793005 + 1442695040888963407) & 0xffffffffffffffff
    return ((state >> 33) % n) + 1
  end
end
local run_random = generator(options.seed or 0)

-- A block's children in the order they run: sorted by name (--sort-tests), else shuffled when
-- --shuffle or the block's randomize() asks, else as declared.
local function ordered(b)
  local children = b.children
  if options.sort_tests then
    local copy = {}
    for i, c in ipairs(children) do copy[i] = { c = c, i = i } end
    table.sort(copy, function(x, y)
      if x.c.name ~= y.c.name then return tostring(x.c.name) < tostring(y.c.name) end
      return x.i < y.i
    end)
    for i, x in ipairs(copy) do copy[i] = x.c end
    return copy
  end
  local on = b.randomize
  if on == nil then on = options.shuffle end
  if not on then return children end
  local random = b.randomseed and generator(b.randomseed) or run_random
  local copy = { table.unpack(children) }
  for i = #copy, 2, -1 do
    local j = random(i)
    copy[i], copy[j] = copy[j], copy[i]
  end
  return copy
end
-- ----------------------------------------------------------------- run

local strip_harness_frames
do
  local skip = { '%[alongside%]', '/luassert/', '/say/', "%[C%]: in function 'error'",
                 "%[C%]: in %?$", "in upvalue 'protect'" }
  strip_harness_frames = function(tb)
    if not tb or tb == '' then return nil end
    local out = {}
    for line in gmatch(tb, '[^\n]+') do
      local keep = true
      for _, p in ipairs(skip) do
        if find(line, p) then keep = false break end
      end
      if keep then insert(out, line) end
    end
    if #out <= 1 then return nil end
    return concat(out, '\n')
  end
end

local rank = { success = 0, pending = 1, failure = 2, error = 3 }

-- Records a bad outcome on a result table, keeping the worst status and its first message.
local function worsen(r, status, message, traceback, phase)
  if phase and status ~= 'pending' then
    message = phase .. ": " .. tostring(message)
  end
  if rank[status] > rank[r.status] then
    if r.message and r.status ~= 'success' then
      -- keep the earlier cause visible: an after_each error must not hide why the test failed
      message = tostring(message) .. "\n(the test had already ended with " .. r.status .. ": " ..
        tostring(r.message) .. ")"
    end
    r.status, r.message, r.traceback = status, message, strip_harness_frames(traceback)
  end
end

-- Runs one support function or test body under the deadline (run_limited); returns nil or the
-- bad status pieces. A timeout or the memory cap is an error; so is a failure or pending()
-- anywhere but in a test body.
local function guarded(fn, is_test)
  local ok, kind, message, traceback = run_limited(timeout, fn)
  if ok then return nil end
  if not is_test or kind == 'timeout' or kind == 'memory' then kind = 'error' end
  return kind, as_text(message), traceback
end

-- report(TEST, status, block path, test name, line, seconds, message, traceback, output):
-- the status as its rank (TestStatus's raw value); the path table is the block's own (shared
-- by its tests), so nothing is built per test.
local fail_fast, announce = options.fail_fast, options.announce
local function report_result(node, r, started)
  local status = r.status
  report(TEST, rank[status], node.parent.path, node.name, node.line, now() - started,
         r.message, r.traceback, r.output or "")
  if fail_fast and (status == 'failure' or status == 'error') then stop = true end
end

-- Runs a hook as busted's `exec` does: as the current element, with the DSL rejected.
local function run_hook(h)
  if not h.env then
    h.env = setmetatable({}, { __index = scope_below(h.parent, 'hook_scope', hook_overlay),
                               __newindex = send_up(h, 1) })
  end
  push(h)
  local kind, message, tb = guarded(h.fn)
  pop()
  return kind, message, tb
end

-- Runs the lazy setups above a test that have not run yet. The per-test path uses numeric
-- loops only: ipairs costs a call per list, and most lists here are empty.
local function run_lazy_setups(blocks, r)
  for i = 1, #blocks do
    local b = blocks[i]
    if b.setup_error then
      worsen(r, 'error', b.setup_error.message, b.setup_error.traceback)
      return false
    end
    local setups = b.setups
    for j = 1, #setups do
      local s = setups[j]
      if s.lazy and not s.ran then
        s.ran = true
        local kind, message, tb = run_hook(s)
        if kind then
          b.setup_error = { message = "lazy_setup failed: " .. tostring(message), traceback = tb }
          worsen(r, 'error', b.setup_error.message, tb)
          return false
        end
      end
    end
  end
  return true
end

local output_buffer = {}   -- reused by every test; emptied after each

local function run_finally(t, r)
  local finallies = t.finally
  t.finally = nil
  for _, fn in ipairs(finallies) do
    local kind, message, tb = guarded(fn)
    if kind then worsen(r, 'error', message, tb, 'finally failed') end
  end
end

-- The test body, as the current element (its own environment, the DSL rejected, finally and
-- pending(reason) available), then its finally callables.
local function run_body(t, r)
  running = t
  local parent = t.parent
  if not parent.test_scope then  -- the scope of the block's tests, read through their test_mt
    parent.test_mt.__index.scope = scope_below(parent, 'test_scope', test_overlay)
  end
  -- push(t) and pop() for a test, which has no envmode and runs nothing that pushes: the
  -- element it replaces is kept here
  local previous = ctx
  enter(t)
  -- guarded(fn, true), inlined: a test body's failure and pending() keep their kind
  local fn = t.fn
  if type(fn) ~= 'function' then fn = as_function(fn) end
  local ok, outcome, object, traceback, position = protect(timeout, fn)
  if not ok then
    local kind, message = rendered(outcome, object, position)
    if kind == 'timeout' or kind == 'memory' then kind = 'error' end
    worsen(r, kind, as_text(message), traceback)
  end
  running = nil
  if t.finally then run_finally(t, r) end
  enter(previous)
end

-- One result table for every test (nothing keeps it after report_result): a test makes no
-- table of its own unless it assigns a global or calls finally.
local result = {}
-- t: the test; number: its declaration's number (announced to a supervisor: see select_children)
local function run_test(t, number)
  local started = now()
  local r = result
  r.status, r.message, r.traceback, r.output = 'success', nil, nil, nil
  local parent = t.parent
  -- a supervisor (options.announce) learns which test runs, to name it if the process dies
  -- by its declaration's number: the supervisor has its name from the declaration
  if announce then report(START, number) end
  if t.pending then
    r.status, r.message = 'pending', t.pending
    return report_result(t, r, started)
  end
  do  -- what code outside tests wrote until now is the file's
    local s, dropped = take_written()
    if s ~= "" or dropped > 0 then keep(file_output, s, dropped) end
  end
  local blocks = parent.chain
  local nblocks = #blocks
  if not parent.ran_test then  -- lazy_teardown runs where a test ran
    for i = 1, nblocks do blocks[i].ran_test = true end
  end
  if luassert_dirty or not standing_snapshot then snapshot_before_test() end
  if parent.hookless then
    -- the common case, kept short: no hook or lazy setup anywhere above this test
    run_body(t, r)
  elseif run_lazy_setups(blocks, r) then
    local entered = 0
    for i = 1, nblocks do
      local hooks, failed = blocks[i].before_each, false
      for j = 1, #hooks do
        local kind, message, tb = run_hook(hooks[j])
        if kind then worsen(r, 'error', message, tb, 'before_each failed') failed = true break end
      end
      entered = i
      if failed then break end
    end
    if r.status == 'success' then run_body(t, r) end
    for i = entered, 1, -1 do
      local hooks = blocks[i].after_each
      for j = 1, #hooks do
        local kind, message, tb = run_hook(hooks[j])
        if kind then worsen(r, 'error', message, tb, 'after_each failed') end
      end
    end
  end
  if luassert_dirty then revert_after_test() end
  local output = output_test_ends(output_buffer)
  if output then output_buffer = {} end
  -- report_result(t, r, started) with the output, inlined: a call less a test
  local status = r.status
  report(TEST, rank[status], parent.path, t.name, t.line, now() - started, r.message, r.traceback, output or "")
  if fail_fast and (status == 'failure' or status == 'error') then stop = true end
end

local function block_error_result(b, message, traceback, started)
  report(TEST, rank.error, b.path, nil, b.line, now() - started, message,
         strip_harness_frames(traceback), "")
  if options.fail_fast then stop = true end
end

-- A block's setup failed: each selected test of the block is an error with its message; a
-- block inside it is not entered (its body does not run) and is one error of its own.
local function fail_children(b, message, traceback)
  for _, c in ipairs(b.children) do
    if stop then return end
    if c.kind == 'test' then
      if not c.unselected then
        report_result(c, { status = 'error', message = message, traceback = strip_harness_frames(traceback) }, now())
      end
    elseif block_selected(c) then
      block_error_result(c, message, traceback, now())
    end
  end
end

local selected_count = 0
-- The tests announced to a supervisor (`declare`) so far. A test that starts is named by its
-- number among them, counted from 0: a block's declared tests are numbered from its
-- `first_declared` in the order of its children (a field on each test instead would make its
-- table outgrow its four slots: 128 bytes a test).
local declared_count = 0

-- After a block's body ran: which of its tests are selected, told to a supervisor
-- (options.announce) before any of them runs, so it can name the tests a dead worker never
-- finished. Tests of inner blocks are told when those blocks are reached.
local function select_children(b)
  if use_lines then mark_lines(b) end
  local hookless = b.parent == nil or b.parent.hookless
  if #b.before_each > 0 or #b.after_each > 0 then hookless = false end
  for _, s in ipairs(b.setups) do if s.lazy then hookless = false end end
  b.hookless = hookless
  b.first_declared = declared_count
  local announced = false
  for _, c in ipairs(b.children) do
    if c.kind == 'test' then
      -- only an unselected test gets a field for it (the common case keeps four slots)
      local selected = not selecting or test_selected(c)
      if not selected then c.unselected = true end
      if selected then
        selected_count = selected_count + 1
        if announce and not options.list then
          report(DECLARE, b.path, c.name, c.line, c.occurrence)
          declared_count = declared_count + 1
          announced = true
        end
      end
    end
  end
  -- the block's declarations are complete: a supervisor gets them (in one write) before any
  -- of the block's code runs
  if announced then report(DECLARED) end
end

-- Runs a block's body as busted's block.execute does: when the runner reaches the block, after
-- its parent's setups and the tests before it. --list runs bodies only (hooks and tests stubbed).
local function execute_block(b)
  if stop then return end
  local started = now()
  local file = b.kind == 'file'   -- the file is the current element already (its chunk ran)
  if not file then
    push(b)
    local ok, _, message, traceback = run_limited(timeout, as_function(b.fn))
    if not ok then
      block_error_result(b, "describe failed: " .. as_text(message), traceback, started)
      pop()
      return
    end
  end
  select_children(b)
  if not options.list then
    for _, s in ipairs(b.setups) do
      if not s.lazy then
        s.ran = true
        local kind, message, tb = run_hook(s)
        if kind then
          b.setup_error = { message = "setup failed: " .. tostring(message), traceback = tb }
          break
        end
      end
    end
  end
  if b.setup_error then
    fail_children(b, b.setup_error.message, b.setup_error.traceback)
  else
    local children = ordered(b)
    local number, number_of = b.first_declared, nil
    if children ~= b.children and announce then   -- shuffled or sorted: numbered as declared
      number_of = {}
      for _, c in ipairs(b.children) do
        if c.kind == 'test' and not c.unselected then number_of[c], number = number, number + 1 end
      end
    end
    for _, c in ipairs(children) do
      if stop then break end
      if c.kind == 'test' then
        if not c.unselected then
          if options.list then
            report(LIST, b.path, c.name, c.line)
          else
            run_test(c, number_of and number_of[c] or number)
            number = number + 1
          end
        end
      elseif block_selected(c) then
        execute_block(c)
      end
    end
  end
  if not options.list then
    for _, s in ipairs(b.teardowns) do
      if not s.lazy or b.ran_test then
        local kind, message, tb = run_hook(s)
        if kind then
          block_error_result(b, "teardown failed: " .. tostring(message), tb, started)
        end
      end
    end
  end
  if not file then pop() end
end

-- ----------------------------------------------------------------- entry

-- A file-level error (the chunk, -e, the helper) as the one result of the file.
local function file_error(message, traceback)
  message = as_text(message)
  local line = tonumber(message:match("^" .. options.file:gsub("%p", "%%%0") .. ":(%d+):")) or 1
  report(TEST, rank.error, {}, "(file)", line, 0, message, strip_harness_frames(traceback), "")
  if options.fail_fast then stop = true end
end

-- -e statements, then the helper (busted's --helper, -Xhelper as its `arg` and `...`), in the
-- file's state before the spec, with `_G` as their environment, as busted runs them.
local function prepare()
  for i, code in ipairs(options.execute or {}) do
    local f, err = load(code, "=(command line -e #" .. i .. ")", "t")
    if not f then return false, "-e: " .. err end
    local ok, _, message, traceback = run_limited(timeout, f)
    if not ok then return false, "-e: " .. as_text(message), traceback end
  end
  local helper = options.helper
  if helper and helper ~= '' then
    local args = options.helper_args or {}
    local old_arg = rawget(_G, 'arg')
    local helper_arg = { table.unpack(args) }
    helper_arg[0] = helper
    rawset(_G, 'arg', helper_arg)
    local ok, _, message, traceback = run_limited(timeout, function()
      if find(helper, '%.lua$') then
        local f, err = loadfile(helper)
        if not f then error(err, 0) end
        return f(table.unpack(args))
      end
      return require(helper)
    end)
    rawset(_G, 'arg', old_arg)
    if not ok then
      return false, "failed running the specified helper (" .. helper .. "), error: " .. as_text(message), traceback
    end
  end
  return true
end

-- Points a chunk's _ENV at the spec environment (busted's environment.wrap).
local function wrap(chunk)
  for i = 1, math.huge do
    local name = getupvalue(chunk, i)
    if not name then return end
    if name == '_ENV' then
      upvaluejoin(chunk, i, function() return spec_env end, 1)
      return
    end
  end
end

-- run(chunk): runs -e and the helper, the file's chunk (which declares its top-level blocks),
-- then the blocks as reached (or lists them). A file whose chunk raised is one error and none
-- of its tests run, as in busted. Returns the number of selected tests and whether to stop.
return function(chunk)
  local ready, problem, problem_tb = prepare()
  flush_file_output()
  if not ready then
    file_error(problem, problem_tb)
    return 1, stop
  end
  wrap(chunk)
  local root = new_block(options.file, nil, chunk, 0, options.auto_insulate ~= false and 'insulate' or nil)
  push(root)
  local ok, _, message, traceback = run_limited(timeout, chunk)
  flush_file_output()
  if not ok then
    pop()
    file_error(message, traceback)
    return 1, stop
  end
  if use_lines then root.by_line = 'inside' end
  execute_block(root)
  pop()
  flush_file_output()
  return selected_count, stop
end
