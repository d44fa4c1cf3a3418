// CollectionViewException: the collection view's exceptions, UIKit's shared ones plus the one
// the shared `UIKitException` has no case for (an invalid scroll position, rule 3.4).

/// An exception a collection view raises: one of the shared `UIKitException`s, or
/// `NSInvalidArgumentException` for a scroll position that combines two positions of one group.
///
/// The checked variants of the collection view's API (`selectItemChecked`,
/// `scrollToItemChecked`) throw it; the UIKit-named methods crash with it through
/// `World.uncaughtException(_:)`, as an app would.
public enum CollectionViewException: Error, Equatable, Sendable, CustomStringConvertible {
    /// One of the exceptions tables and collections share (batch updates, dequeue, scrolling).
    case uikit(UIKitException)
    /// Two vertical or two horizontal positions combined (rule 3.4).
    case invalidScrollPosition(CollectionView.ScrollPosition)

    /// The Objective-C exception name.
    public var name: String {
        switch self {
        case .uikit(let e): e.name
        case .invalidScrollPosition: "NSInvalidArgumentException"
        }
    }

    /// The exception's reason (rule 3.4's wording is [SIM], see `ScrollPosition.invalidReason`).
    public var reason: String {
        switch self {
        case .uikit(let e): e.reason
        case .invalidScrollPosition(let p): p.invalidReason ?? "Invalid scroll position \(p)"
        }
    }

    /// What the crash log says, as UIKit prints an uncaught exception.
    public var description: String {
        switch self {
        case .uikit(let e): e.description
        case .invalidScrollPosition:
            "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
        }
    }
}

extension World {
    /// Ends the program as an uncaught exception ends an app (see `uncaughtException(_:)` for
    /// `UIKitException`): the crash line goes to the log first, then the process stops.
    public func uncaughtException(_ exception: CollectionViewException) -> Never {
        switch exception {
        case .uikit(let e): uncaughtException(e)
        case .invalidScrollPosition:
            record(exception.description)
            preconditionFailure(exception.description)
        }
    }
}
