// ExploreModuleTests: ui.explore outside the spec runner: its Lua half loads with the module,
// the host's seed is its default, and without luassert a found failure is a plain error.
import LuaKit
import Testing
import UISimLua

@Suite("ui.explore without the runner")
struct ExploreModuleTests {
    /// A state with the `ui` module as the global `ui`, its explorations seeded with `seed`.
    private func state(seed: UInt64) throws -> LuaState {
        let lua = try LuaState()
        try UISimLua.install(into: lua, exploreSeed: seed)
        try lua.run("ui = require 'ui'")
        return lua
    }

    private let failing = """
        return ui.explore{ scene = function() return { n = 0 } end, runs = 5, steps = 5,
          actions = { { name = "inc", run = function(s) s.n = s.n + 1 end, code = function() return "s.n = s.n + 1" end } },
          invariant = function(s) return s.n < 3, "n is " .. s.n end }
        """

    /// `return ui.explore{…}` is a tail call: no caller's frame is left to name, so no position.
    @Test("The host's seed is the default, and a failure is an error carrying the report")
    func defaultSeedAndPlainError() throws {
        let lua = try state(seed: 31)
        do {
            try lua.run(failing, name: "=explore")
            Issue.record("expected the exploration to fail")
        } catch {
            guard case .runtime(let message, _) = error else {
                Issue.record("expected a runtime error, got \(error)")
                return
            }
            #expect(message.hasPrefix("ui.explore found a failing sequence: seed 31, run 1 of 5, shrunk from 3 steps to 3"))
            #expect(message.contains("the invariant failed after step 3 (inc): n is 3"))
            #expect(message.contains("  local s = scene()\n  s.n = s.n + 1\n  s.n = s.n + 1\n  s.n = s.n + 1\n  assert(invariant(s) ~= false)"))
            #expect(message.contains("alongside --seed 31"))
        }
    }

    @Test("A passing exploration returns its summary; ui.actions and ui.skip are there")
    func summary() throws {
        let lua = try state(seed: 0)
        let results = try lua.run("""
            local r = ui.explore{ scene = function() return {} end, runs = 4, steps = 3, invariant = function() end,
              actions = { { name = "noop", run = function() end } } }
            return r.runs, r.steps, r.counts.noop, r.seed, type(ui.actions.tap), type(ui.skip)
            """)
        #expect(results == [.integer(4), .integer(12), .integer(12), .integer(0), .string("function"), .string("function")])
    }
}
