// World: the `World` type — its clock, `show`, and the constructors of controllers and views.
import LuaKit
import UISim

extension Kit {
    func worldType() -> LuaObjectType<World> {
        state.defineType("World", of: World.self, methods: withRecordingMethods(withTransactionMethods([
            "advance": { [self] w, args throws(LuaCallError) in
                let dt = try args.nonNegativeNumber(2)
                try movingClock(w, "advance") { w.perform { w.advance(by: dt) } }
                return []
            },
            "settle": { [self] w, args throws(LuaCallError) in
                let limit = args.isNil(2) ? 10 : try args.nonNegativeNumber(2)
                let failure: WorldError? = try movingClock(w, "settle") { w.perform {
                    do throws(WorldError) { try w.settle(maxSeconds: limit) } catch { return error }
                    return nil
                } }
                if let failure { throw .message(failure.description) }
                return []
            },
            "show": { [self] w, args throws(LuaCallError) in
                let vc = try controllerArgument(args, 2, in: w)
                if vc.parent != nil { throw .argument(2, "ViewController is in a navigation stack") }
                w.perform { w.show(vc) }
                return []
            },
            "ViewController": { [self] w, args throws(LuaCallError) in
                let options = try OptionsTable(state, args, 2, for: "world:ViewController", keys: ["title"])
                let title = try options.string("title")
                return returning(w.perform { LuaViewController(world: w, title: title) }, w)
            },
            "TableViewController": { [self] w, args throws(LuaCallError) in
                try makeTableViewController(w, args)
            },
            "View": { [self] w, args throws(LuaCallError) in
                try makeView(w, args)
            },
            "CollectionViewController": { [self] w, args throws(LuaCallError) in
                try makeCollectionViewController(w, args)
            },
            "animate": { [self] w, args throws(LuaCallError) in
                try animate(args, first: 2, world: w)
            },
            // The text picture of the window (UISim's `World.render()`); also `tostring(world)`.
            "render": { w, _ throws(LuaCallError) in [.string(w.render())] },
            "performWithoutAnimation": { [self] w, args throws(LuaCallError) in
                try performWithoutAnimation(args, 2, world: w)
            },
            "PropertyAnimator": { [self] w, args throws(LuaCallError) in
                try makePropertyAnimator(w, args)
            },
            "NavigationController": { [self] w, args throws(LuaCallError) in
                let root = try controllerArgument(args, 2, in: w)
                if root is NavigationController { throw .argument(2, "the root cannot be a NavigationController") }
                if root.parent != nil || w.rootViewController === root {
                    throw .argument(2, "ViewController is already in a navigation stack or on screen")
                }
                return returning(w.perform { LuaNavigationController(rootViewController: root) }, w)
            },
        ])), traits: LuaTypeTraits(getters: [
            "time": { .number($0.time) },
            "log": { [self] w in
                let t = state.newTable()
                let memory = state.memoryAccount
                for (i, line) in w.log.enumerated() {
                    // past the memory cap the getter ends in a memory error: stop filling
                    if i % 1024 == 0 && memory.isExhausted { break }
                    state.setRaw(t, key: .integer(Int64(i + 1)), value: .string(line))
                }
                return t
            },
            "ios": { .integer(Int64($0.iosVersion)) },
            "isBusy": { .boolean($0.isBusy) },
            // The window's root view controller: the one `world:show` put there, or nil.
            "rootViewController": { [self] w in w.rootViewController.map { wrap($0, w) } ?? .nil },
        ], description: { w in w.render() }), methodGuard: errors)
    }
}