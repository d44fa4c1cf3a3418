// NavigationController+Invariants: what must hold after every change to the stack (STYLE.md
// practice 12), compiled in only under UISIM_INTERNAL_CHECKS.

extension NavigationController {
    /// Checks the stack and the running transition; a no-op in release builds.
    ///
    /// - The stack is never empty, and every controller in it has this one as its parent.
    /// - A running transition is between two different controllers, and the top is the one it
    ///   shows: its destination, or, once a swipe is cancelled, its source again (rule 4.6).
    func _checkInvariants() {
        #if UISIM_INTERNAL_CHECKS
        precondition(!viewControllers.isEmpty, "the navigation stack is empty")
        for c in viewControllers {
            precondition(c.parent === self, "\(c.logName) is in the stack but its parent is \(c.parent?.logName ?? "nil")")
        }
        if let t = runningTransition {
            precondition(t.from !== t.to, "a transition from \(t.from.logName) to itself")
            let shown = t.isCancelled ? t.from : t.to
            precondition(topViewController === shown,
                         "the top is \(topViewController?.logName ?? "nil") during a transition showing \(shown.logName)")
        }
        #endif
    }
}
