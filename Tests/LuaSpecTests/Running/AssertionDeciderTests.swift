// The C half of the fast assertions (LuaSpecScripts' assertion_decider.c, issue 15, point 1):
// a passing case it decides must be recorded on the chain as fast_assertions.lua's __call records
// it, and anything it must not decide must come back false with the chain untouched (the Lua code
// then decides as before). spec/assert_fast_path_spec.lua checks the whole path against luassert.
import LuaKit
import LuaSpecScripts
import Testing

@Suite struct AssertionDeciderTests {
    /// Runs `body` (Lua) with `decider(real_of, codes)` made by the C factory, and returns what it
    /// returns. The codes are fast_assertions.lua's `code_of`: equal 2, truthy 4, falsy 6,
    /// true 8, false 10, then the types from nil (12) to thread (26); plus one when negated.
    private func run(_ body: String) throws -> [LuaValue] {
        let state = try LuaState()
        let chunk = try state.compile("local make_decider = ...\n" + body, name: "=decider")
        return try state.call(chunk, [state.cFunction(alongside_make_decider)])
    }

    @Test func aPassingEqualIsDecidedAndRecordsTheMessage() throws {
        let r = try run("""
            local codes = { are_equal = 2 }
            local decide = make_decider(setmetatable({}, { __mode = 'k' }), codes)
            local chain = { tokens = 'are_equal', mod = true }
            local a = decide(chain, 1, 1.0)
            local b = decide(chain, 'x', 'x', 'why')
            return a, b, chain.mod, chain.failure_message
            """)
        #expect(r == [.boolean(true), .boolean(true), .boolean(true), .string("why")])
    }

    @Test func aFailingCaseIsLeftToLuaWithTheChainUntouched() throws {
        let r = try run("""
            local decide = make_decider({}, { are_equal = 2 })
            local chain = { tokens = 'are_equal', mod = true }
            return decide(chain, 1, 2, 'why'), chain.mod, chain.failure_message
            """)
        #expect(r == [.boolean(false), .boolean(true), .nil])
    }

    /// A negating modifier (code + 1) flips `mod`, and the chain keeps the flipped value, as a
    /// luassert state does.
    @Test func aNegatedCheckPassesWhenTheCheckFails() throws {
        let r = try run("""
            local decide = make_decider({}, { is_not_equal = 3 })
            local chain = { tokens = 'is_not_equal', mod = true }
            return decide(chain, 1, 2), chain.mod, decide({ tokens = 'is_not_equal', mod = true }, 1, 1)
            """)
        #expect(r == [.boolean(true), .boolean(false), .boolean(false)])
    }

    /// `==` would run an __eq between two different tables: luassert decides (and its errors
    /// name the spec's line). The same table is equal without it, as `==` says.
    @Test func anEqThatWouldRunIsLeftToLua() throws {
        let r = try run("""
            local decide = make_decider({}, { equal = 2 })
            local mt = { __eq = function() return true end }
            local x, y = setmetatable({}, mt), setmetatable({}, mt)
            local plain1, plain2 = {}, {}
            return decide({ tokens = 'equal', mod = true }, x, y),
                   decide({ tokens = 'equal', mod = true }, x, x),
                   decide({ tokens = 'equal', mod = true }, plain1, plain2),
                   decide({ tokens = 'equal', mod = false }, plain1, plain2)
            """)
        #expect(r == [.boolean(false), .boolean(true), .boolean(false), .boolean(true)])
    }

    /// Not decided: a chain standing for a luassert state, a path with no code, too few
    /// arguments, a `mod` that is not a boolean, tokens that are not a string.
    @Test func whatTheLuaPathMustDecideIsRefused() throws {
        let r = try run("""
            local real_of = setmetatable({}, { __mode = 'k' })
            local decide = make_decider(real_of, { equal = 2, truthy = 4 })
            local standing = { tokens = 'equal', mod = true }
            real_of[standing] = {}
            return decide(standing, 1, 1),
                   decide({ tokens = 'same', mod = true }, 1, 1),
                   decide({ tokens = 'equal', mod = true }, 1),
                   decide({ tokens = 'truthy', mod = true }),
                   decide({ tokens = 'equal', mod = 1 }, 1, 1),
                   decide({ tokens = 2, mod = true }, 1, 1)
            """)
        #expect(r == Array(repeating: .boolean(false), count: 6))
    }

    /// truthy/falsy, true/false and the type checks, as fast_assertions.lua's checks: `is_true`
    /// wants the value true, not a truthy one; a type check of no argument checks nil.
    @Test func theOtherChecksDecideAsTheLuaChecks() throws {
        let r = try run("""
            local decide = make_decider({}, { truthy = 4, falsy = 6, is_true = 8, is_false = 10,
                                              is_nil = 12, is_number = 16, is_userdata = 22, is_not_string = 19 })
            local function d(path, ...) return decide({ tokens = path, mod = true }, ...) end
            return d('truthy', 0), d('falsy', nil), d('is_true', 1), d('is_true', true),
                   d('is_false', false), d('is_nil'), d('is_number', '5'), d('is_number', 5.5),
                   d('is_userdata', io.stdout), d('is_not_string', 5), d('is_not_string', 's')
            """)
        #expect(r == [true, true, false, true, true, true, false, true, true, true, false].map(LuaValue.boolean))
    }
}
