// The C half of the fast assertions (LuaSpecScripts' assertion_decider.c, issue 15, point 1):
// a passing case it decides must be recorded on the chain as fast_assertions.lua's __call records
// it, and anything it must not decide must come back false with the chain untouched (the Lua code
// then decides as before). spec/assert_fast_path_spec.lua checks the whole path against luassert.
import LuaKit
import LuaSpecScripts
import Testing

@Suite struct AssertionDeciderTests {
    /// Runs `body` (Lua) with `decider(real_of, codes)` made by the C factory and `code(name,
    /// negated)`, a check's code as fast_assertions.lua's `code_of` makes it from the numbers the
    /// factory gives (so the two cannot disagree); returns what `body` returns.
    private func run(_ body: String) throws -> [LuaValue] {
        let state = try LuaState()
        let chunk = try state.compile("""
            local make_decider = ...
            local numbers = select(2, make_decider({}, {}))
            local function code(name, negated) return numbers[name] * 2 + (negated and 1 or 0) end
            """ + "\n" + body, name: "=decider")
        return try state.call(chunk, [state.cFunction(alongside_make_decider)])
    }

    @Test func theFactoryNamesEveryCheckItDecides() throws {
        let r = try run("""
            local names = {}
            for name in pairs(numbers) do names[#names + 1] = name end
            table.sort(names)
            return table.concat(names, " ")
            """)
        #expect(r == [.string("boolean equal false falsy function nil number string table thread true truthy userdata")])
    }

    @Test func aPassingEqualIsDecidedAndRecordsTheMessage() throws {
        let r = try run("""
            local decide = make_decider(setmetatable({}, { __mode = 'k' }), { are_equal = code('equal') })
            local chain = { tokens = 'are_equal', mod = true }
            local a = decide(chain, 1, 1.0)
            local b = decide(chain, 'x', 'x', 'why')
            local long = string.rep('ab', 40)
            local c = decide(chain, long, string.rep('a', 1) .. string.rep('ba', 39) .. 'b')
            return a, b, c, chain.mod, chain.failure_message
            """)
        #expect(r == [.boolean(true), .boolean(true), .boolean(true), .boolean(true), .string("why")])
    }

    /// NaN is not equal to itself; -0.0 equals 0: as `==`.
    @Test func numbersCompareAsLuaCompares() throws {
        let r = try run("""
            local decide = make_decider({}, { equal = code('equal'), not_equal = code('equal', true) })
            local function d(path, ...) return decide({ tokens = path, mod = true }, ...) end
            return d('equal', 0/0, 0/0), d('not_equal', 0/0, 0/0), d('equal', -0.0, 0), d('equal', 2^53, 2^53 | 0)
            """)
        #expect(r == [.boolean(false), .boolean(true), .boolean(true), .boolean(true)])
    }

    @Test func aFailingCaseIsLeftToLuaWithTheChainUntouched() throws {
        let r = try run("""
            local decide = make_decider({}, { are_equal = code('equal'), truthy = code('truthy'),
                                              is_string = code('string'), is_not_equal = code('equal', true) })
            local chain = { tokens = 'are_equal', mod = true }
            local t = { tokens = 'truthy', mod = true }
            local negated = { tokens = 'is_not_equal', mod = true }   -- a write of `mod` would show
            return decide(chain, 1, 2, 'why'), chain.mod, chain.failure_message,
                   decide(t, false, 'why'), t.failure_message, decide({ tokens = 'is_string', mod = true }, 1),
                   decide(negated, 1, 1, 'why'), negated.mod, negated.failure_message
            """)
        #expect(r == [.boolean(false), .boolean(true), .nil, .boolean(false), .nil, .boolean(false),
                      .boolean(false), .boolean(true), .nil])
    }

    /// A negating modifier (code + 1) flips `mod`, and the chain keeps the flipped value, as a
    /// luassert state does.
    @Test func aNegatedCheckPassesWhenTheCheckFails() throws {
        let r = try run("""
            local decide = make_decider({}, { is_not_equal = code('equal', true), is_not_true = code('true', true) })
            local chain = { tokens = 'is_not_equal', mod = true }
            return decide(chain, 1, 2), chain.mod, decide({ tokens = 'is_not_equal', mod = true }, 1, 1),
                   decide({ tokens = 'is_not_true', mod = true })
            """)
        #expect(r == [.boolean(true), .boolean(false), .boolean(false), .boolean(true)])
    }

    /// `==` would run an __eq between two different tables (on either side): luassert decides
    /// (and its errors name the spec's line). The same table is equal without it, as `==` says.
    @Test func anEqThatWouldRunIsLeftToLua() throws {
        let r = try run("""
            local decide = make_decider({}, { equal = code('equal') })
            local mt = { __eq = function() return true end }
            local x, y = setmetatable({}, mt), setmetatable({}, mt)
            local plain1, plain2 = {}, {}
            local function d(mod, ...) return decide({ tokens = 'equal', mod = mod }, ...) end
            return d(true, x, y), d(true, x, x), d(true, plain1, plain2), d(false, plain1, plain2),
                   d(false, plain1, x), d(false, x, plain1), d(false, x, 1)
            """)
        #expect(r == [false, true, false, true, false, false, true].map(LuaValue.boolean))
    }

    /// Not decided: a chain standing for a luassert state, a path with no code, a code that is
    /// not one of the factory's, too few arguments, a `mod` that is not a boolean, tokens that
    /// are not a string, a chain that is not a table.
    @Test func whatTheLuaPathMustDecideIsRefused() throws {
        let r = try run("""
            local real_of = setmetatable({}, { __mode = 'k' })
            local decide = make_decider(real_of, { equal = code('equal'), truthy = code('truthy'),
                                                   float = code('equal') + 0.5, huge = 1000, low = 1 })
            local standing = { tokens = 'equal', mod = true }
            real_of[standing] = {}
            local function d(path, ...) return decide({ tokens = path, mod = true }, ...) end
            return decide(standing, 1, 1), d('same', 1, 1), d('float', 1, 1), d('huge', 1, 1), d('low', 1, 1),
                   d('equal', 1), d('truthy'), decide({ tokens = 'equal', mod = 1 }, 1, 1),
                   decide({ tokens = 2, mod = true }, 1, 1), decide('equal', 1, 1)
            """)
        #expect(r == Array(repeating: .boolean(false), count: 10))
    }

    /// truthy/falsy, true/false and the type checks, as fast_assertions.lua's checks: `is_true`
    /// wants the value true, not a truthy one; a type check of no argument checks nil.
    @Test func theOtherChecksDecideAsTheLuaChecks() throws {
        let r = try run("""
            local decide = make_decider({}, { truthy = code('truthy'), falsy = code('falsy'), is_true = code('true'),
                                              is_false = code('false'), is_nil = code('nil'), is_number = code('number'),
                                              is_userdata = code('userdata'), is_not_string = code('string', true) })
            local function d(path, ...) return decide({ tokens = path, mod = true }, ...) end
            return d('truthy', 0), d('falsy', nil), d('is_true', 1), d('is_true', true),
                   d('is_false', false), d('is_nil'), d('is_number', '5'), d('is_number', 5.5),
                   d('is_userdata', io.stdout), d('is_not_string', 5), d('is_not_string', 's')
            """)
        #expect(r == [true, true, false, true, true, true, false, true, true, true, false].map(LuaValue.boolean))
    }

    /// A new `failure_message` on a chain whose metatable has a __newindex: Lua's assignment
    /// would call it, so Lua decides; a message already on the chain is replaced raw, as Lua's
    /// assignment to a present key does.
    @Test func aMessageAssignmentThatWouldRunNewindexIsLeftToLua() throws {
        let r = try run("""
            local decide = make_decider({}, { equal = code('equal') })
            local mt = { __newindex = function(t, k, v) rawset(t, k, v) end }
            local fresh = setmetatable({ tokens = 'equal', mod = true }, mt)
            local kept = setmetatable({ tokens = 'equal', mod = true, failure_message = 'old' }, mt)
            return decide(fresh, 1, 1, 'm'), rawget(fresh, 'failure_message'), decide(fresh, 1, 1),
                   decide(kept, 1, 1, 'new'), kept.failure_message
            """)
        #expect(r == [.boolean(false), .nil, .boolean(true), .boolean(true), .string("new")])
    }

    /// Upvalues replaced by a debug library the runner did not close: refused, not a crash.
    @Test func replacedUpvaluesAreRefused() throws {
        let r = try run("""
            local decide = make_decider({}, { equal = code('equal') })
            debug.setupvalue(decide, 1, 42)
            local a = decide({ tokens = 'equal', mod = true }, 1, 1)
            debug.setupvalue(decide, 1, {})
            debug.setupvalue(decide, 2, 'codes')
            return a, decide({ tokens = 'equal', mod = true }, 1, 1)
            """)
        #expect(r == [.boolean(false), .boolean(false)])
    }
}
