// InterruptTests: `LuaState.interrupt` stops the running Lua code with an error, as Ctrl-C
// does in lua's REPL (the command line calls it from its SIGINT handler), and the state goes on.
import LuaKit
import Testing

@Suite("Interrupting the running code")
struct InterruptTests {
    @Test("An interrupt stops an endless loop with 'interrupted!', and the state runs code again")
    func interruptStopsALoop() throws {
        let lua = try LuaState()
        let interrupt = lua.interrupt
        lua.register("ctrlC") { _ throws(LuaCallError) in
            interrupt.function(interrupt.context)   // what the SIGINT handler calls
            return []
        }
        let loop = try lua.compile("ctrlC() while true do end", name: "=repl")
        guard case .failed(let f) = try lua.callLimited(loop, [], seconds: 0) else {
            Issue.record("the loop was not stopped")
            return
        }
        #expect(f.kind == .error)
        #expect(f.object.string?.hasSuffix("interrupted!") == true)
        #expect(f.traceback.contains("repl:1: in main chunk"))
        #expect(try lua.run("local n = 0 for i = 1, 1000 do n = n + i end return n") == [.integer(500500)])
    }

    @Test("An interrupt that came as the code returned is cleared, and does not stop the next call")
    func aLateInterruptIsCleared() throws {
        let lua = try LuaState()
        let interrupt = lua.interrupt
        interrupt.function(interrupt.context)
        lua.clearInterrupt()
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }
}
