// Handles: what a Lua userdata of the `ui` module holds.
import LuaKit
import UISim

/// A UISim object as Lua holds it, with a strong reference to its world.
///
/// UISim's views and controllers refer to their world without owning it; a Lua value must keep
/// the world alive for as long as the script can reach anything made in it.
final class Handle<Object: AnyObject> {
    let world: World
    let object: Object
    /// What the object needs alive but does not own, for as long as Lua holds it: a list view's
    /// controller, which owns the rows or items model the view answers from (a script may keep
    /// `world:TableViewController{…}.tableView` and drop the controller).
    @exclusivity(unchecked) var owner: AnyObject?
    init(_ object: Object, world: World) {
        self.object = object
        self.world = world
    }
}

extension Kit {
    /// The Lua value of `view`, a controller's own view, keeping `controller` alive with it,
    /// as a getter's result (pushed straight: LuaKit's `returningValue`).
    func controllerView<V: AnyObject>(_ view: V, of controller: ViewController, world: World,
                                      as type: LuaObjectType<Handle<V>>) -> LuaValue {
        state.returningValue(Handle(view, world: world), as: type, identity: view) { $0.owner = controller }
    }
}

/// An index path as `ui.IndexPath` userdata hold it: two integers, compared bytewise by `==`
/// (the same as `IndexPath`'s equality). A type of this module, so it is `BitwiseCopyable`
/// without UISim declaring it.
struct IndexPathValue {
    let section: Int
    let row: Int
    init(_ p: IndexPath) {
        section = p.section
        row = p.row
    }
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
}

extension LuaState {
    /// `p` as a `ui.IndexPath`: the same userdata for the same path while Lua holds one.
    ///
    /// Why: `assert.are.equal(ip, tv:indexPathForSelectedRow())` then compares one userdata with
    /// itself, which the runner's assertion fast path decides at once; two different userdata
    /// have an `__eq` and went to luassert's own path (about a fifth of the seed scenario in
    /// Lua). `==`, `<`, `tostring` and the fields are unchanged. Paths whose numbers do not fit
    /// in 32 bits are not interned (the key must stand for the value).
    func indexPathValue(_ p: IndexPath, as type: LuaValueType<IndexPathValue>) -> LuaValue {
        guard let row = Int32(exactly: p.row), let section = Int32(exactly: p.section) else {
            return wrap(IndexPathValue(p), as: type)
        }
        return wrap(IndexPathValue(p), as: type, interningKey: Self.internKey(row, section))
    }

    /// `[indexPathValue(p, as: type)]` (`[nil]` for no path) as a method's results, pushed
    /// straight (LuaKit's `returning`).
    func returningIndexPath(_ p: IndexPath?, as type: LuaValueType<IndexPathValue>) -> [LuaValue] {
        guard let p, let row = Int32(exactly: p.row), let section = Int32(exactly: p.section) else {
            return [p.map { indexPathValue($0, as: type) } ?? .nil]
        }
        return returning(IndexPathValue(p), as: type, interningKey: Self.internKey(row, section))
    }

    /// The interning key of a path: its two numbers packed (they fit in 32 bits each).
    private static func internKey(_ row: Int32, _ section: Int32) -> Int64 {
        Int64(section) << 32 | Int64(UInt32(bitPattern: row))
    }
}
