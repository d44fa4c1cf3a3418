// ReleasedDuringCallTests: a method's object stays alive for the whole call, even when a Lua
// callback it runs releases the object's userdata itself (its metatable's __gc, reached through
// the debug library), as `state.object` kept it before the call path went unretained.
// Optimized builds only can fail it (`swift test -c release -Xswiftc -enable-testing`): a debug
// build retains the object around the call anyway.
import LuaKit
import Testing

/// Notes whether its object was freed, and whether that happened during a call.
private final class Probe {
    var freed = false
}

/// An object whose method runs a Lua callback.
private final class Caller {
    let probe: Probe
    init(_ probe: Probe) { self.probe = probe }
    deinit { probe.freed = true }
}

@Suite("Objects released during their own call")
struct ReleasedDuringCallTests {
    @Test("a callback that calls the object's __gc does not free it under the running method")
    func explicitGCDuringMethod() throws {
        let probe = Probe()
        let lua = try LuaState()
        var freedDuringCall: Bool?
        let type = lua.defineType("Caller", of: Caller.self, methods: [
            "run": { [unowned lua] c, args throws(LuaCallError) in
                do { _ = try lua.call(args.value(2), []) } catch { throw .message("callback failed") }
                freedDuringCall = probe.freed   // the probe, not `c`: `c` may be freed memory
                _ = c
                return []
            },
        ])
        lua.setGlobal("c", lua.wrap(Caller(probe), as: type))
        _ = try lua.run("c:run(function() debug.getmetatable(c).__gc(c) end); c = nil")
        _ = try lua.run("collectgarbage()")
        #expect(freedDuringCall == false)
        #expect(probe.freed)
    }
}
