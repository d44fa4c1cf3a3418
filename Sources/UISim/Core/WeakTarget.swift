// WeakTarget: a zeroing reference that does not give its target a Swift side table.

/// What a weak reference to `object` is made of, without Swift's `weak`.
///
/// Why: the first `weak` reference to an object gives it a side table, and from then on every
/// retain and release of that object takes the runtime's slow path (a 16-byte compare-and-swap
/// on the side table). Views, layers, animations and the world are retained and released all
/// the time, and nearly all of them are weakly referenced (superview, superlayer, an
/// animation's layer, a layer's world), so this was about half of a scenario's time.
///
/// How: the target makes one `WeakTarget` for itself (on first use) and clears it first thing in
/// its `deinit`; the holders of a "weak" reference keep the `WeakTarget` strongly and read
/// `object`. Reading it after the target's `deinit` began gives nil, as `weak` does. The target
/// class must be `final` or have no subclass `deinit` that lets its weak holders read it (none
/// in UISim).
final class WeakTarget<Object: AnyObject> {
    /// The target; nil once its `deinit` has begun.
    @exclusivity(unchecked) unowned(unsafe) private(set) var object: Object?

    init(_ object: Object) { self.object = object }

    /// Called by the target's `deinit`.
    func clear() { object = nil }
}
