// ViewController: the `ViewController` type's own members (title, navigationController,
// transitionCoordinator) and the setter check the controller types share.
import LuaKit
import UISim

extension Kit {
    func controllerMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        var methods: [String: LuaMethod<Handle<ViewController>>] = [
            "transitionCoordinator": { [self] h, _ throws(LuaCallError) in
                guard let c = h.object.transitionCoordinator else { return [.nil] }
                return state.returning(Handle(c, world: h.world), as: coordinatorType, identity: c)
            },
            // loadViewIfNeeded(): loads the view (and runs viewDidLoad) once, as reading `view`
            // does, without returning it (rule 4.13).
            "loadViewIfNeeded": { h, _ throws(LuaCallError) in
                h.world.perform { h.object.loadViewIfNeeded() }
                return []
            },
        ]
        for (k, v) in controllerSeedMethods() { methods[k] = v }
        for (k, v) in presentationMethods() { methods[k] = v }
        return methods
    }

    func controllerTraits() -> LuaTypeTraits<Handle<ViewController>> {
        var traits = plainControllerTraits()
        for (k, v) in presentationGetters() { traits.getters[k] = v }
        for (k, v) in presentationSetters() { traits.setters[k] = v }
        return traits
    }

    private func plainControllerTraits() -> LuaTypeTraits<Handle<ViewController>> {
        LuaTypeTraits(
            getters: [
                "title": { h throws(LuaCallError) in h.object.title.map(LuaValue.string) ?? .nil },
                "view": { [self] h throws(LuaCallError) in rootViewValue(h) },
                "isViewLoaded": { .boolean($0.object.isViewLoaded) },
                // The container this controller is a child of (a navigation controller), or nil.
                "parent": { [self] h throws(LuaCallError) in h.object.parent.map { wrap($0, h.world) } ?? .nil },
                "navigationController": { [self] h throws(LuaCallError) in
                    h.object.navigationController.map { wrap($0, h.world) } ?? .nil
                },
            ],
            setters: [
                "title": { h, args throws(LuaCallError) in
                    h.object.title = args.isNil(3) ? nil : try Self.fieldValue(args, "title", "string", args.optionalString(3))
                },
            ],
            description: { controllerDescription($0.object) },
            equal: { $0.object === $1.object })
    }

    /// A setter's value, or the error naming the field.
    static func fieldValue<T>(_ args: LuaArguments, _ field: String, _ expected: String,
                                      _ read: @autoclosure () throws(LuaCallError) -> T) throws(LuaCallError) -> T {
        do throws(LuaCallError) { return try read() } catch {
            throw .binding(.fieldType(field, expected: expected, got: args.typeName(3)))
        }
    }

    /// `vc.view`: the controller's root view, loaded (and `viewDidLoad` run) on first read as
    /// in UIKit; a table or collection controller's view is its table or collection view.
    private func rootViewValue(_ h: Handle<ViewController>) -> LuaValue {
        anyViewValue(h.world.perform { h.object.view }, h.world)
    }
}
