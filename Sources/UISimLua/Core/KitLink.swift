// KitLink: what the kit's helpers hold instead of a `weak` reference to it.
import UISim

/// A reference to the kit that reads nil once the kit is gone, without a `weak` reference.
///
/// The first `weak` reference to an object gives it a side table, after which every retain and
/// release of it takes the Swift runtime's slow path, and every `weak` read is a call into the
/// runtime (LuaKit's `LuaStateLink` and UISim's `WeakTarget` exist for the same reason). The
/// overrides of each controller, the Lua cells and adapters, and the blocks handed to UISim
/// all referred to the kit weakly. The kit clears its link first thing in its `deinit`, so
/// `kit` reads nil from then on, as a `weak` reference would.
final class KitLink {
    @exclusivity(unchecked) unowned(unsafe) private(set) var kit: Kit?
    init(_ kit: Kit) { self.kit = kit }
    func clear() { kit = nil }
}
