// luassert loads only when a file needs it (runner.lua's spec_assert, fast_assertions.lua): a
// file whose assertions all pass through the fast assertions never loads it, and the first
// assertion that does load it ends exactly as it would had luassert been loaded all along.
import Testing
@testable import LuaSpec

@Suite struct LazyLuassertTests {
    /// Fifty passing tests of the fast path's spellings, then a test that reports whether
    /// luassert (or its `assert` module) was loaded, as its own failure message.
    @Test func aPassingFileNeverLoadsLuassert() throws {
        var source = "describe(\"fifty\", function()\n"
        for i in 1...50 {
            source += "  it(\"t\(i)\", function() assert.are.equal(\(i), \(i)); assert.is_not.same({ \(i) }, { 0 }); "
                + "assert.truthy(\(i)); assert.is_number(\(i)); assert.matches('%d', '\(i)'); assert(\(i) > 0, 'positive') end)\n"
        }
        source += """
          it("probe", function()
            local loaded = package.loaded.luassert ~= nil or package.loaded["luassert.assert"] ~= nil
            if loaded then error("luassert was loaded", 0) end
          end)
        end)
        """
        let (rec, summary, _) = try runSpec(source)
        #expect(summary.successes == 51 && summary.total == 51)
        #expect(rec.results.last?.message == nil)
    }

    /// Each assertion fails twice through one line: first while luassert is not loaded (the
    /// call loads it), then with luassert loaded. Message and traceback must be the same.
    @Test(arguments: [
        "assert.are.equal(1, 2)", "assert.is_not.equal(1, 1)", "assert.same({ 1, { 2 } }, { 1, { 3 } })",
        "assert.is_true(nil)", "assert.falsy('x', 'a message')", "assert.is_nil(0 / 0)",
        "assert.near(1, 2, 0.5)", "assert.matches('^b', 'abc')", "assert.are.equals(1)",
        "assert(false, 'plain')", "assert(nil)", "assert.is_unique({ 1, 1 })", "assert.are.equql(1, 1)",
    ])
    func theFirstFailureIsLuassertsOwn(_ call: String) throws {
        let (rec, summary, _) = try runSpec("""
        local function check() \(call) end
        local unloaded
        describe("d", function()
          it("first", function() unloaded = package.loaded.luassert == nil; check() end)
          it("second", function() check() end)
          it("was unloaded", function() if not unloaded then error("luassert was loaded before", 0) end end)
        end)
        """)
        #expect(summary.total == 3)
        let first = rec.results[0], second = rec.results[1]
        #expect(first.status != .success)
        #expect(first.status == second.status)
        // tables are made afresh by each call: their addresses differ
        func text(_ s: String?) -> String? { s?.replacing(/0x[0-9a-f]+/, with: "0x") }
        #expect(text(first.message) == text(second.message))
        #expect(first.traceback?.replacingOccurrences(of: "_spec.lua:4", with: "_spec.lua:5") == second.traceback)
        #expect(rec.results[2].status == .success)
    }

    /// A passing `assert(v, message, level, ...)` returns what luassert's own call returns
    /// (`v, message, level, ...`: at least three values), whether luassert has loaded or not.
    @Test func aPassingPlainAssertReturnsLuassertsValues() throws {
        let (rec, summary, _) = try runSpec("""
        local function show(...)
          local t = table.pack(...)
          for i = 1, t.n do t[i] = tostring(t[i]) end
          return t.n .. ": " .. table.concat(t, ", ")
        end
        local function calls()
          local f = function() end
          return table.concat({ show(assert(1)), show(assert(true, "m")), show(assert("x", nil, 3, nil, "extra")),
                                show(assert(f) == f) }, " | ")
        end
        local before, unloaded
        describe("d", function()
          it("before", function() before = calls(); unloaded = package.loaded.luassert == nil end)
          it("after", function()
            require "luassert"
            local after = calls()
            if not unloaded then error("luassert was loaded before", 0) end
            if before ~= after then error(before .. " ~= " .. after, 0) end
            error(after, 0)
          end)
        end)
        """)
        #expect(summary.total == 2)
        #expect(rec.results[0].status == .success)
        #expect(rec.results[1].message == "3: 1, nil, nil | 3: true, m, nil | 5: x, nil, 3, nil, extra | 1: true")
    }

    /// A spec that requires one of luassert's modules first (luassert's own suite:
    /// `local match = require 'luassert.match'`) finds what luassert's init fills in, as under
    /// busted, which loads luassert before the spec: luassert loads first, and the module is the
    /// one luassert loaded.
    @Test(arguments: ["luassert.match", "luassert.spy", "luassert.util", "say"])
    func requiringALuassertModuleLoadsLuassertFirst(_ module: String) throws {
        let (rec, summary, _) = try runSpec("""
        local m = require '\(module)'
        local loaded = package.loaded.luassert ~= nil
        assert(type(m) == "table")
        describe("d", function()
          it("uses it", function()
            if not loaded then error("luassert was not loaded first", 0) end
            if not rawequal(m, require '\(module)') then error("two copies", 0) end
            assert.are.equal("Expected objects to be the same.", require('say')('assertion.same.positive'):match('^[^\\n]*'))
            assert.is_true(require('luassert.match').truthy()(1))
            assert.is_false(require('luassert.match').falsy()(1))
            local s = require('luassert.spy').new(function() end)
            s(1)
            assert.spy(s).was.called_with(1)
          end)
        end)
        """)
        #expect(summary.successes == 1 && summary.total == 1, "\(rec.results.first?.message ?? "")")
    }

    /// `assert` is luassert's module whether luassert loaded before or after the spec read it,
    /// and an assertion registered once it loaded works on the same `assert`.
    @Test func assertIsLuassertsModuleBeforeAndAfter() throws {
        let (_, summary, _) = try runSpec("""
        local before = assert
        local first = require "luassert"
        describe("d", function()
          it("one object", function()
            if not rawequal(before, first) or not rawequal(assert, first) then error("two objects", 0) end
            assert:register("assertion", "even", function(_, a) return a[1] % 2 == 0 end,
                            "assertion.same.positive", "assertion.same.negative")
            before.is_even(2)
            first.is_not_even(3)
            assert.is_true(rawequal(getmetatable(assert), getmetatable(require "luassert.assert")))
          end)
        end)
        """)
        #expect(summary.successes == 1 && summary.total == 1)
    }

    /// Reading a field or the metatable of `assert` loads luassert and gives luassert's.
    @Test(arguments: ["assert._VERSION", "getmetatable(assert)", "debug.getmetatable(assert)",
                      "pairs(assert)"])
    func readingAssertLoadsLuassert(_ read: String) throws {
        let (rec, summary, _) = try runSpec("""
        local value = \(read)
        local loaded = package.loaded.luassert
        describe("d", function()
          it("reads", function()
            if value == nil then error("nothing read", 0) end
            if loaded == nil then error("luassert was not loaded", 0) end
            assert.are.equal(assert, loaded)
          end)
        end)
        """)
        #expect(summary.successes == 1, "\(rec.results.first?.message ?? "")")
    }
}
