-- Covers misuse of the DSL: Lua-style "bad argument" errors for wrong arguments (naming the
-- function that was called), busted's "'it' not supported inside current context block" when
-- declaring from a running test or a hook, and `finally` existing only in a test.
-- Declaration-time misuse is caught with pcall in describe bodies, stored, and asserted by
-- the tests of the same block (a block's body runs before its tests).
local at_declaration = {}
local in_hook = {}

local function message(f, ...)
  local ok, err = pcall(f, ...)
  if ok then return "no error" end
  return tostring(err)
end

describe("bad arguments at declaration time", function()
  at_declaration.describe_curried = describe(42)
  at_declaration.describe_bad_name = message(describe, {}, function() end)
  at_declaration.context_curried = context("name")
  at_declaration.insulate_no_fn = message(insulate, "name", "not a function")
  at_declaration.expose_no_fn = message(expose, "name", true)
  at_declaration.it_bad_fn = message(it, "name", 5)
  at_declaration.it_bad_name = message(it, nil, function() end)
  at_declaration.pending_bad_name = message(pending, {})
  at_declaration.before_each = message(before_each, nil)
  at_declaration.after_each = message(after_each, "x")
  at_declaration.setup = message(setup, 1)
  at_declaration.teardown = message(teardown, 1)
  at_declaration.finally = finally == nil and "nil" or type(finally)

  at_declaration.hook_variants = {
    lazy_setup = message(lazy_setup, 1),
    lazy_teardown = message(lazy_teardown, 1),
    strict_setup = message(strict_setup, 1),
    strict_teardown = message(strict_teardown, 1),
  }

  it("are Lua-style for blocks", function()
    assert.is_function(at_declaration.describe_curried, "describe(name) without a body returns busted's curried form")
    assert.are.equal("bad argument #1 to 'describe' (string expected, got table)", at_declaration.describe_bad_name)
    assert.is_function(at_declaration.context_curried)
    assert.are.equal("bad argument #2 to 'insulate' (function expected, got string)", at_declaration.insulate_no_fn)
    assert.are.equal("bad argument #2 to 'expose' (function expected, got boolean)", at_declaration.expose_no_fn)
  end)

  it("are Lua-style for tests", function()
    assert.are.equal("bad argument #2 to 'it' (function expected, got number)", at_declaration.it_bad_fn)
    assert.are.equal("bad argument #1 to 'it' (string expected, got nil)", at_declaration.it_bad_name)
    assert.are.equal("bad argument #1 to 'pending' (string expected, got table)", at_declaration.pending_bad_name)
  end)

  it("are Lua-style for hooks", function()
    assert.are.equal("bad argument #1 to 'before_each' (function expected, got nil)", at_declaration.before_each)
    assert.are.equal("bad argument #1 to 'after_each' (function expected, got string)", at_declaration.after_each)
    assert.are.equal("bad argument #1 to 'setup' (function expected, got number)", at_declaration.setup)
    assert.are.equal("bad argument #1 to 'teardown' (function expected, got number)", at_declaration.teardown)
  end)

  it("name the lazy_/strict_ hook that was called", function()
    assert.are.same({
      lazy_setup = "bad argument #1 to 'lazy_setup' (function expected, got number)",
      lazy_teardown = "bad argument #1 to 'lazy_teardown' (function expected, got number)",
      strict_setup = "bad argument #1 to 'strict_setup' (function expected, got number)",
      strict_teardown = "bad argument #1 to 'strict_teardown' (function expected, got number)",
    }, at_declaration.hook_variants)
  end)

  it("has no finally outside a running test (busted: nil in blocks and hooks)", function()
    assert.are.equal("nil", at_declaration.finally)
  end)
end)

describe("declaring while tests run", function()
  before_each(function()
    in_hook.it = message(it, "late", function() end)
  end)

  it("it() in a running test raises, positioned at the call", function()
    local src = debug.getinfo(1, "S").short_src
    local line
    local ok, err = pcall(function()
      line = debug.getinfo(1, "l").currentline; it("nested", function() end)
    end)
    assert.is_false(ok)
    assert.are.equal(src .. ":" .. line ..
      ": 'it' not supported inside current context block", err)
  end)

  it("describe, test, spec, hooks and randomize in a running test raise too", function()
    for name, f in pairs({ describe = describe, test = test, spec = spec, before_each = before_each,
                           randomize = randomize, setup = setup }) do
      assert.is_truthy(message(f, "x", function() end):find("'" .. name .. "' not supported inside current context block", 1, true), name)
    end
  end)

  it("it() in a hook raises busted's message", function()
    assert.is_truthy(in_hook.it:find("'it' not supported inside current context block", 1, true))
  end)

  it("the DSL from require 'busted' refuses too", function()
    local busted = require("busted")
    assert.is_truthy(message(busted.it, "x", function() end):find("'it' not supported inside current context block", 1, true))
  end)
end)
