// IdentityTests: `LuaState.identity(of:)` is the address `LuaArguments.identity` gives for the
// same value passed to a function, so a value can be recognised without a reference to it.
import Testing
import LuaKit

@Suite struct IdentityTests {
    @Test func theSameAddressAsAnArgumentAndNoneForPlainValues() throws {
        let lua = try LuaState()
        let values = try lua.run("return {}, {}")
        let seen = Box()
        lua.register("identify") { args throws(LuaCallError) in
            seen.address = args.identity(1)
            return []
        }
        _ = try lua.call(lua.global("identify"), [values[0]])
        #expect(seen.address != nil)
        #expect(lua.identity(of: values[0]) == seen.address)
        #expect(lua.identity(of: values[1]) != seen.address)
        #expect(lua.identity(of: .integer(3)) == nil)
        #expect(lua.identity(of: .string("text")) == nil)
    }

    private final class Box { var address: UnsafeRawPointer? }
}
