// PushedResultsTests: results a method or getter pushes straight onto the stack (`returning`,
// `returningValue`) reach Lua as the same values `wrap` gives, in order, with nested calls.
import LuaKit
import Testing

/// A node with a fixed child, made on first use.
private final class Node {
    let name: String
    lazy var child = Node("\(name).child")
    init(_ name: String) { self.name = name }
}

/// A plain value, interned by its number.
private struct Tag: BitwiseCopyable {
    let n: Int64
}

@Suite("Results pushed straight onto the stack")
struct PushedResultsTests {
    private func nodeState() throws -> LuaState {
        let lua = try LuaState()
        let type = lua.declareType("Node", of: Node.self)
        let tag = lua.defineValueType("Tag", of: Tag.self, getters: ["n": { .integer($0.n) }],
                                      description: { "Tag(\($0.n))" }, lessThan: { $0.n < $1.n })
        lua.define(type, methods: [
            "child": { [unowned lua] n, _ throws(LuaCallError) in lua.returning(n.child, as: type, identity: n.child) },
            // a pushed result followed by results in the array
            "childAndName": { [unowned lua] n, _ throws(LuaCallError) in
                let pushed = lua.returning(n.child, as: type, identity: n.child)
                return pushed + [.string(n.name), .integer(7)]
            },
            // runs a Lua function (which calls `child` itself) before its own result
            "childAfter": { [unowned lua] n, args throws(LuaCallError) in
                let f = try args.function(2)
                _ = try? lua.call(f, [])
                return lua.returning(n.child, as: type, identity: n.child)
            },
            // pushes its result first, then runs a Lua function (which calls Swift again)
            "childBefore": { [unowned lua] n, args throws(LuaCallError) in
                let results = lua.returning(n.child, as: type, identity: n.child)
                let f = try args.function(2)
                _ = try? lua.call(f, [])
                return results
            },
            "fresh": { [unowned lua] n, _ throws(LuaCallError) in lua.returning(Node(n.name), as: type) },
            "tag": { [unowned lua] _, args throws(LuaCallError) in
                let v = try args.integer(2)
                return lua.returning(Tag(n: v), as: tag, interningKey: v)
            },
            // as many results as asked for, each pushed straight
            "tags": { [unowned lua] _, args throws(LuaCallError) in
                for _ in 0..<(try args.integer(2)) { _ = lua.returning(Tag(n: 1), as: tag, interningKey: 1) }
                return []
            },
            // pushes, then fails: the error is what Lua sees
            "broken": { [unowned lua] n, _ throws(LuaCallError) in
                _ = lua.returning(n.child, as: type, identity: n.child)
                throw .argument(2, "broken on purpose")
            },
        ], traits: LuaTypeTraits(getters: [
            "name": { .string($0.name) },
            "kid": { [unowned lua] n in lua.returningValue(n.child, as: type, identity: n.child) },
        ]))
        let root = Node("root")
        lua.setGlobal("root", lua.wrap(root, as: type, identity: root))
        lua.setGlobal("wrappedChild", lua.wrap(root.child, as: type, identity: root.child))
        lua.register("Tag") { [unowned lua] args throws(LuaCallError) in
            let v = try args.integer(1)
            return [lua.wrap(Tag(n: v), as: tag, interningKey: v)]
        }
        return lua
    }

    @Test("A pushed object is the userdata wrap gives, from a method and from a getter")
    func sameUserdata() throws {
        let lua = try nodeState()
        #expect(try lua.run("""
            local a, b = root:child(), root.kid
            return rawequal(a, wrappedChild), rawequal(b, wrappedChild), a.name, select('#', root:child())
            """) == [.boolean(true), .boolean(true), .string("root.child"), .integer(1)])
        #expect(try lua.run("return root.kid.kid.name, root:child():child().name")
            == [.string("root.child.child"), .string("root.child.child")])
    }

    @Test("Pushed results come first, then the array's, in order")
    func mixed() throws {
        let lua = try nodeState()
        #expect(try lua.run("""
            local c, name, n = root:childAndName()
            return rawequal(c, wrappedChild), name, n, select('#', root:childAndName())
            """) == [.boolean(true), .string("root"), .integer(7), .integer(3)])
    }

    @Test("A call that runs Lua (which calls Swift again) before returning keeps its own count")
    func nested() throws {
        let lua = try nodeState()
        #expect(try lua.run("""
            local inner
            local got = { root:childAfter(function() inner = { root:childAndName() } end) }
            return #got, rawequal(got[1], wrappedChild), #inner, inner[2]
            """) == [.integer(1), .boolean(true), .integer(3), .string("root")])
    }

    @Test("A nested call made after the result was pushed gives the enclosing count back")
    func nestedAfterPush() throws {
        let lua = try nodeState()
        #expect(try lua.run("""
            local inner
            local got = table.pack(root:childBefore(function()
                inner = table.pack(root:childAndName(), root.kid, root:childBefore(function() error('x') end))
            end))
            return got.n, rawequal(got[1], wrappedChild), inner.n, rawequal(inner[3], wrappedChild)
            """) == [.integer(1), .boolean(true), .integer(3), .boolean(true)])
    }

    @Test("New wrappers and interned values pushed straight")
    func freshAndValues() throws {
        let lua = try nodeState()
        #expect(try lua.run("""
            local a, b = root:fresh(), root:fresh()
            return rawequal(a, b), a.name, rawequal(root:tag(3), Tag(3)), rawequal(root:tag(3), root:tag(4))
            """) == [.boolean(false), .string("root"), .boolean(true), .boolean(false)])
    }

    @Test("More results than the 20 free slots Lua grants a C function: room is made for them")
    func manyResults() throws {
        let lua = try nodeState()
        #expect(try lua.run("""
            local all = table.pack(root:tags(100000))
            return all.n, rawequal(all[1], all[100000]), all[100000].n
            """) == [.integer(100000), .boolean(true), .integer(1)])
        // beyond Lua's limit (1,000,000 slots): an error, and the stack is usable afterwards
        #expect(try lua.run("return pcall(root.tags, root, 1100000)") == [.boolean(false), .string("too many results")])
        #expect(try lua.run("return select('#', root:tags(30))") == [.integer(30)])
    }

    @Test("A call that pushed a result and then failed raises its error, in Lua's words")
    func errorAfterPush() throws {
        let lua = try nodeState()
        // a method call (`:`): Lua counts the arguments after self, so #2 is shown as #1
        #expect(try lua.run("return select(2, pcall(function() return root:broken() end))")
            == [.string("chunk:1: bad argument #1 to 'broken' (broken on purpose)")])
        #expect(try lua.run("return root:child().name") == [.string("root.child")])
    }

    @Test("callDiscardingResults gives the function wrap's userdata and the argument, and throws its error")
    func callWithObject() throws {
        let lua = try LuaState()
        let type = lua.defineType("Node", of: Node.self, methods: [:],
                                  traits: LuaTypeTraits(getters: ["name": { .string($0.name) }]))
        let node = Node("n")
        lua.setGlobal("held", lua.wrap(node, as: type, identity: node))
        let f = try lua.run("return function(self, flag) seen = { rawequal(self, held), self.name, flag }; return 1, 2 end")[0]
        try lua.callDiscardingResults(f, with: node, as: type, identity: node, .boolean(true))
        #expect(try lua.run("return seen[1], seen[2], seen[3]") == [.boolean(true), .string("n"), .boolean(true)])
        try lua.callDiscardingResults(f, with: node, as: type, identity: node)
        #expect(try lua.run("return seen[1], seen[3]") == [.boolean(true), .nil])
        let failing = try lua.run("return function(self) error('no ' .. self.name) end")[0]
        do {
            try lua.callDiscardingResults(failing, with: node, as: type, identity: node)
            Issue.record("the call did not throw")
        } catch {
            #expect(error.message == "chunk:1: no n")
        }
    }
}
