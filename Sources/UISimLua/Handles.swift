// Handles: what a Lua userdata of the `ui` module holds.
import UISim

/// A UISim object as Lua holds it, with a strong reference to its world.
///
/// UISim's views and controllers refer to their world without owning it; a Lua value must keep
/// the world alive for as long as the script can reach anything made in it.
final class Handle<Object: AnyObject> {
    let world: World
    let object: Object
    init(_ object: Object, world: World) {
        self.object = object
        self.world = world
    }
}

/// A value type boxed for Lua (`ui.IndexPath`).
final class Boxed<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
