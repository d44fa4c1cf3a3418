// DeferredDefinitionTests: a declared type left to a deferred definition is defined when its
// first object is pushed, by any path (`wrap`, `wrap(identity:)`, `returning`), once for all the
// types that share it; one that never runs is dropped when the state closes.
import LuaKit
import Testing

private final class Door {
    let name: String
    init(_ name: String) { self.name = name }
}

private final class Key {}

/// What a deferred definition captures, to see when it is released.
private final class Witness {}

@Suite("Types defined on their first object")
struct DeferredDefinitionTests {
    /// A state with `Door` and `Key` declared and left to one definition; `runs` counts its runs.
    private final class Fixture {
        let lua: LuaState
        let door: LuaObjectType<Door>
        let key: LuaObjectType<Key>
        var runs = 0
        init() throws {
            lua = try LuaState()
            door = lua.declareType("Door", of: Door.self)
            key = lua.declareType("Key", of: Key.self)
            let definition = lua.deferredDefinition { [unowned self] in
                runs += 1
                lua.define(door, methods: ["open": { d, _ throws(LuaCallError) in [.string("opened " + d.name)] }])
                lua.define(key, methods: ["turn": { _, _ throws(LuaCallError) in [.string("turned")] }])
            }
            lua.define(door, later: definition)
            lua.define(key, later: definition)
        }
    }

    @Test func runsWhenTheFirstObjectIsPushedNotBefore() throws {
        let f = try Fixture()
        #expect(f.runs == 0)
        f.lua.setGlobal("door", f.lua.wrap(Door("front"), as: f.door))
        #expect(f.runs == 1)
        #expect(try f.lua.run("return door:open()") == [.string("opened front")])
    }

    @Test func runsOnceForEveryTypeThatSharesIt() throws {
        let f = try Fixture()
        let back = Door("back")
        f.lua.setGlobal("door", f.lua.wrap(back, as: f.door, identity: back))
        f.lua.setGlobal("key", f.lua.wrap(Key(), as: f.key))
        f.lua.setGlobal("door2", f.lua.wrap(Door("side"), as: f.door))
        #expect(f.runs == 1)
        #expect(try f.lua.run("return key:turn(), door:open(), door2:open()")
                == [.string("turned"), .string("opened back"), .string("opened side")])
    }

    @Test func runsForAnObjectAMethodReturns() throws {
        let f = try Fixture()
        let maker = f.lua.declareType("Maker", of: Witness.self)
        f.lua.define(maker, methods: [
            "door": { [unowned lua = f.lua, door = f.door] _, _ throws(LuaCallError) in
                lua.returning(Door("made"), as: door)
            },
        ])
        f.lua.setGlobal("maker", f.lua.wrap(Witness(), as: maker))
        #expect(f.runs == 0)
        #expect(try f.lua.run("return maker:door():open()") == [.string("opened made")])
        #expect(f.runs == 1)
    }

    @Test func aTypeDeclaredToBeDefinedOnFirstUse() throws {
        let lua = try LuaState()
        var runs = 0
        let door = lua.declareType("Door", of: Door.self) { [unowned lua] type in
            runs += 1
            lua.define(type, methods: ["open": { d, _ throws(LuaCallError) in [.string("opened " + d.name)] }])
        }
        #expect(runs == 0)
        lua.setGlobal("a", lua.wrap(Door("a"), as: door))
        lua.setGlobal("b", lua.wrap(Door("b"), as: door))
        #expect(runs == 1)
        #expect(try lua.run("return a:open(), b:open()") == [.string("opened a"), .string("opened b")])
    }

    /// Holds a type, as the `ui` module's kit does; a definition that captures it makes a
    /// cycle (type -> definition -> holder -> type) that closing the state must break.
    private final class Holder {
        let door: LuaObjectType<Door>
        init(_ door: LuaObjectType<Door>) { self.door = door }
    }

    @Test func oneThatNeverRanIsDroppedWhenTheStateCloses() throws {
        weak var holder: Holder?
        do {
            let lua = try LuaState()
            let held = Holder(lua.declareType("Door", of: Door.self))
            holder = held
            lua.define(held.door, later: lua.deferredDefinition { _ = held.door })
        }
        #expect(holder == nil)
    }
}
