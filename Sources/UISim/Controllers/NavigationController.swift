// NavigationController: a stack of controllers with push, pop and the interactive swipe-back,
// making UIKit's appearance calls in UIKit's order (spec §4).

/// The navigation controller's delegate (`UINavigationControllerDelegate`).
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
    /// The animator for an animated push or pop, or nil for the built-in one (rule 6.3);
    /// default nil.
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationOperation,
                                     from fromVC: ViewController, to toVC: ViewController)
        -> ViewControllerAnimatedTransitioning? { nil }
}

/// A navigation controller (`UINavigationController`).
open class NavigationController: ViewController {
    /// The stack, bottom first. During an interactive pop it already excludes the top (rule 4.6).
    @exclusivity(unchecked) public private(set) var viewControllers: [ViewController] = []
    public weak var delegate: NavigationControllerDelegate?
    /// The push and pop duration ([SIM] 0.35 s, rule 4.8).
    @exclusivity(unchecked) public var transitionDuration = 0.35
    /// The swipe-back recognizer (rule 4.9); while it is disabled no swipe begins.
    public var interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer? { edgePan }
    private let edgePan = ScreenEdgePanGestureRecognizer()
    var transition: Transition? { runningTransition }

    /// Creates a navigation controller showing `root`.
    public init(rootViewController root: ViewController) {
        super.init(world: root.world, title: "Navigation")
        root.parent = self
        viewControllers = [root]
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// Whether a transition is in progress.
    public var isTransitioning: Bool { runningTransition != nil }

    // MARK: - Appearance forwarding

    override open func viewWillAppear(_ animated: Bool) {
        guard let top = topViewController else { return }
        if top.view.superview !== view {
            top.view.frame = Rect(origin: .zero, size: view.bounds.size)
            view.addSubview(top.view)
        }
        top.sendWillAppear(animated)
    }

    override open func viewDidAppear(_ animated: Bool) { topViewController?.sendDidAppear(animated) }
    override open func viewWillDisappear(_ animated: Bool) { topViewController?.sendWillDisappear(animated) }
    override open func viewDidDisappear(_ animated: Bool) { topViewController?.sendDidDisappear(animated) }

    // MARK: - Push and pop

    /// Pushes `controller` (rule 4.1): `A.W−`, `B.W+`, the animation, `A.D−`, `B.D+`.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        guard runningTransition == nil, let from = topViewController else { return }
        controller.parent = self
        viewControllers.append(controller)
        start(Transition(kind: .push, navigation: self, from: from, to: controller, animated: animated,
                         interactive: false))
        _checkInvariants()
    }

    /// Pops the top controller (rule 4.2); nil at the root or during a transition.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard runningTransition == nil, viewControllers.count > 1, let from = viewControllers.last else { return nil }
        viewControllers.removeLast()
        guard let to = viewControllers.last else { return nil }
        start(Transition(kind: .pop, navigation: self, from: from, to: to, animated: animated, interactive: false))
        _checkInvariants()
        return from
    }

    /// Pops to the root; returns the controllers removed.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard runningTransition == nil, viewControllers.count > 1, let from = viewControllers.last,
              let root = viewControllers.first else { return nil }
        let removed = Array(viewControllers.dropFirst())
        viewControllers = [root]
        leave(removed.filter { $0 !== from })   // never on screen: they leave the stack at once
        start(Transition(kind: .pop, navigation: self, from: from, to: root, animated: animated, interactive: false))
        _checkInvariants()
        return removed
    }

    /// Replaces the stack; the new top is shown with a push or pop transition as UIKit picks.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard runningTransition == nil, let newTop = controllers.last else { return }
        let old = viewControllers
        let oldTop = topViewController
        let wasInStack = viewControllers.contains { $0 === newTop }
        for c in controllers { c.parent = self }
        viewControllers = controllers
        leave(old.filter { $0 !== oldTop })   // the one on screen leaves when its transition ends
        defer { _checkInvariants() }
        guard let from = oldTop, from !== newTop else { return }
        start(Transition(kind: wasInStack ? .pop : .push, navigation: self, from: from, to: newTop,
                         animated: animated, interactive: false))
    }

    /// The screen-edge swipe begins: an interactive pop of the top controller (rules 4.3, 4.6).
    /// - Returns: the swipe to drive; nil at the root, while a transition runs, off screen, or
    ///   while `interactivePopGestureRecognizer` is disabled (rule 4.9).
    public func beginInteractivePop() -> InteractivePop? {
        guard interactivePopRefusal == nil, let from = viewControllers.last else { return nil }
        let before = viewControllers
        viewControllers.removeLast()
        guard let to = viewControllers.last else { return nil }
        let t = Transition(kind: .pop, navigation: self, from: from, to: to, animated: true, interactive: true)
        t.stackBefore = before
        edgePan.state = .began
        world.markRecordings("swipe began")
        start(t)
        _checkInvariants()
        return InteractivePop(transition: t)
    }

    /// Why a swipe cannot begin now, in the order the checks are made; nil when it can
    /// (rule 4.10). UIKit says nothing (the gesture simply does not begin); a script needs to
    /// know which cause it is.
    public var interactivePopRefusal: InteractivePopRefusal? {
        if !edgePan.isEnabled { return .gestureDisabled }
        if !isInWindow { return .notOnScreen }
        if runningTransition != nil { return .transitionRunning }
        if viewControllers.count < 2 { return .onlyRoot }
        return nil
    }

    // MARK: - Internal

    private func start(_ t: Transition) {
        // Fix: off screen (not shown yet, or no longer) the stack changed with appearance calls
        // and a transition nobody could see. UIKit sends appearance calls only to controllers in
        // a window: the stack just changes, and the new top appears when this controller does.
        guard isInWindow else {
            world.performWithoutAnimation { if t.from.isViewLoaded { t.from.view.removeFromSuperview() } }
            leave([t.from])
            return
        }
        runningTransition = t
        delegate?.navigationController(self, willShow: t.to, animated: t.isAnimated)
        world.record(.navigationShow(controller: t.to.logName, did: false, animated: t.isAnimated))
        t.from.sendWillDisappear(t.isAnimated)
        t.to.sendWillAppear(t.isAnimated)
        if t.isAnimated {
            t.startAnimations()
        } else {
            world.performWithoutAnimation {
                t.to.view.frame = Rect(origin: .zero, size: view.bounds.size)
                view.addSubview(t.to.view)
                t.from.view.removeFromSuperview()
            }
            didFinish(t)
            transitionEnded(t)
        }
    }

    /// A cancelled interactive pop: the stack comes back, then the reverse "will" calls (4.4).
    func restoreAfterCancel(_ t: Transition) {
        if !t.stackBefore.isEmpty { viewControllers = t.stackBefore }
        _checkInvariants()
        t.to.sendWillDisappear(true)
        t.from.sendWillAppear(true)
    }

    /// The "did" calls at the end (rules 4.1–4.4); on cancel they are the reverse ones.
    func didFinish(_ t: Transition) {
        if t.isCancelled {
            t.to.sendDidDisappear(true)
            t.from.sendDidAppear(true)
        } else {
            t.from.sendDidDisappear(t.isAnimated)
            t.to.sendDidAppear(t.isAnimated)
        }
    }

    /// The transition is over: the coordinator goes away; `didShow` unless cancelled (4.7).
    func transitionEnded(_ t: Transition) {
        runningTransition = nil
        edgePan.state = .possible   // the recognizer resets once its touches are over (rule 4.10)
        // Fix: a popped controller kept this controller as its parent, so it still had a
        // `navigationController` and found later transitions' coordinators (rule 4.5).
        leave([t.from])
        _checkInvariants()
        if !t.isCancelled {
            world.record(.navigationShow(controller: t.to.logName, did: true, animated: t.isAnimated))
            delegate?.navigationController(self, didShow: t.to, animated: t.isAnimated)
        }
    }

    /// Whether this controller's view is in the window.
    private var isInWindow: Bool { isViewLoaded && view.isDescendant(of: world.window) }

    /// Controllers no longer in the stack stop being its children.
    private func leave(_ controllers: [ViewController]) {
        for c in controllers where c.parent === self && !viewControllers.contains(where: { $0 === c }) {
            c.parent = nil
        }
    }
}

/// Why `beginInteractivePop()` begins no swipe (rule 4.10).
public enum InteractivePopRefusal: Sendable, Equatable {
    /// `interactivePopGestureRecognizer.isEnabled` is false.
    case gestureDisabled
    /// The navigation controller's view is not in the window.
    case notOnScreen
    /// A push or pop (or another swipe) is still running.
    case transitionRunning
    /// The stack holds only the root: there is nothing to pop.
    case onlyRoot
}
