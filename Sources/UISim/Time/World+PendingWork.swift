// World+PendingWork: what keeps a world busy, in UISim's words, for `settle`'s error.

/// One thing that keeps a world busy, as `settle` explains when it gives up.
public enum PendingWork: Equatable, Sendable, CustomStringConvertible {
    /// An interactive transition (`pop` or `push`) whose finger is still down: nothing moves
    /// until the test releases, finishes or cancels it.
    case heldInteractiveTransition(kind: String, percent: Double)
    /// Running animations of `properties` on `view` (`View 'badge'`); `paused` when a layer
    /// above them has its time stopped (speed 0), so they never end on their own.
    case animations(properties: [String], view: String, paused: Bool)
    /// Work scheduled on the clock: completions, next-frame work, delayed starts.
    case scheduledEvents(Int)

    public var description: String {
        switch self {
        case .heldInteractiveTransition(let kind, let percent):
            "an interactive \(kind) held at \(fmt((percent * 1000).rounded() / 10)) % — release, finish or cancel it"
        case .animations(let properties, let view, let paused):
            (properties.count == 1 ? "an animation of " : "animations of ")
                + properties.joined(separator: " and ") + " on " + view + (paused ? " (paused)" : "")
        case .scheduledEvents(let n):
            n == 1 ? "1 scheduled event" : "\(n) scheduled events"
        }
    }
}

/// A transition the world knows is running, held weakly (the transition's driver holds the
/// world's work, not the other way round).
struct TransitionInFlight {
    weak var transition: Transition?
}

extension View {
    /// How messages name the view: `View 'badge'` with an accessibility identifier, else `View`.
    public var shownName: String { accessibilityIdentifier.map { "View '\($0)'" } ?? "View" }
}

extension World {
    /// What keeps the world busy now, most actionable first: held interactive transitions, then
    /// animations by view (in the order they were added; those inside a held transition's
    /// container are its own and not listed again), then, when nothing else is, scheduled
    /// events. Empty when idle.
    public var pendingWork: [PendingWork] {
        let held = transitionsInFlight.compactMap(\.transition).filter { $0.isInteractive && !$0.isComplete }
        var work: [PendingWork] = held.map {
            .heldInteractiveTransition(kind: $0.kind == .pop ? "pop" : "push", percent: $0.percentComplete)
        }
        let heldContainers = held.map { $0.container.layer }
        let layers = animatedLayers.values
            .filter { !$0.animations.isEmpty }
            .sorted { ($0.animations.values.map(\.serial).min() ?? 0) < ($1.animations.values.map(\.serial).min() ?? 0) }
        for layer in layers where !heldContainers.contains(where: { layer.isInside($0) }) {
            // the case's name is the property's UIKit name (`alpha`, `frame`)
            let properties = layer.animations.values.map { String(describing: $0.property) }.sorted()
            let view = (layer.owner as? View)?.shownName ?? layer.name.map { "layer '\($0)'" } ?? "a layer"
            work.append(.animations(properties: properties, view: view, paused: layer.isTimeStopped))
        }
        // Every running animation has its end scheduled: events are named only when nothing
        // else explains them (work that keeps scheduling more, a delayed completion).
        if work.isEmpty && scheduler.count > 0 { work.append(.scheduledEvents(scheduler.count)) }
        return work
    }
}

extension Layer {
    /// Whether this layer is `ancestor` or below it.
    func isInside(_ ancestor: Layer) -> Bool {
        var l: Layer? = self
        while let current = l {
            if current === ancestor { return true }
            l = current.superlayer
        }
        return false
    }

    /// Whether this layer's time stands still: its speed or an ancestor's is 0.
    var isTimeStopped: Bool {
        var l: Layer? = self
        while let current = l {
            if current.speed == 0 { return true }
            l = current.superlayer
        }
        return false
    }
}
