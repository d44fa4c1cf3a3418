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
