// ReferenceReuseTests: the registry numbers Swift frees are reused (CLuaShim's refs.c: the
// host's list of 64, then luaL_unref's own) without two live references ever sharing one,
// and each state keeps its own list.
@testable import LuaKit
import Testing

@Suite struct ReferenceReuseTests {
    /// A new table `{id = id}`, held by a Swift reference.
    private func table(_ state: LuaState, _ id: Int) -> LuaValue {
        let t = state.newTable()
        state.setRaw(t, key: .string("id"), value: .integer(Int64(id)))
        return t
    }

    private func ids(_ state: LuaState, _ values: [LuaValue]) -> [Int64?] {
        values.map { state.rawGet($0, key: .string("id")).integer }
    }

    @Test func freedNumbersAreReusedWithoutTwoLiveReferencesSharingOne() throws {
        let state = try LuaState()
        var live = (0..<200).map { table(state, $0) }
        let freed = Set(live[20..<170].map(\.registryNumber))
        live.removeSubrange(20..<170)          // 150 freed: more than the host keeps
        let reusing = (0..<100).map { table(state, 500 + $0) }
        #expect(Set(reusing.map(\.registryNumber)).isSubset(of: freed), "new references take freed numbers")
        live += reusing
        // a call's result takes a freed number and gives it back while others are free
        _ = try state.run("local t = {} for i = 1, 40 do t[i] = coroutine.create(print) end return t")
        live += (200..<400).map { table(state, $0) }
        #expect(ids(state, live) == (Array(0..<20) + Array(170..<200) + Array(500..<600) + Array(200..<400)).map { Int64($0) })
    }

    @Test func eachStateReusesOnlyItsOwnNumbers() throws {
        let first = try LuaState(), second = try LuaState()
        var a = (0..<100).map { table(first, $0) }
        let b = (0..<100).map { table(second, 1000 + $0) }
        a.removeAll()                          // frees numbers in `first` only
        let c = (0..<100).map { table(second, 2000 + $0) }
        a = (0..<100).map { table(first, 3000 + $0) }
        #expect(ids(second, b) == (1000..<1100).map { Int64($0) })
        #expect(ids(second, c) == (2000..<2100).map { Int64($0) })
        #expect(ids(first, a) == (3000..<3100).map { Int64($0) })
    }
}
