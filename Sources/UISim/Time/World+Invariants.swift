// World+Invariants: the clock's consistency checks (STYLE.md practice 12), compiled in only
// under UISIM_INTERNAL_CHECKS.

extension World {
    /// Checks that the clock and its pending work are consistent; a no-op in release builds.
    ///
    /// Invariants: time is finite and not negative (it never decreases: `setTime` checks
    /// that); no pending work is due before now; no ended animation is still on a layer.
    func _checkInvariants() {
        #if UISIM_INTERNAL_CHECKS
        precondition(time.isFinite && time >= 0, "world time must be finite and >= 0, got \(time)")
        if let next = scheduler.nextTime {
            precondition(next >= time, "pending work is due at \(next), before now (\(time))")
        }
        for layer in animatedLayers.values {
            for animation in layer.animations.values {
                precondition(!animation.isDone, "an ended \(animation.property) animation is still on a layer")
            }
        }
        #endif
    }
}
