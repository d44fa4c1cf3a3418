// ViewController+Presentation: `present(_:animated:completion:)` and `dismiss(animated:
// completion:)` — the presented view slides up from the bottom of the window, and the appearance
// calls go to the presenter only when its view leaves the window (rules 15.1–15.9).

/// Why `present` or `dismiss` did nothing. UIKit mostly logs a warning and carries on; a script
/// needs to know which cause it is.
public enum PresentationRefusal: Error, Sendable, Equatable {
    /// The presenter already presents a controller (UIKit: "which is already presenting").
    case alreadyPresenting(String)
    /// The presenter's view is not in the window ("whose view is not in the window hierarchy").
    case notInWindow
    /// A presentation or dismissal is still animating, or a sheet is being pulled.
    case transitionRunning
    /// `dismiss` on a controller that neither presents nor is presented.
    case nothingPresented
    /// `beginInteractiveDismiss` on a controller that is not presented as a sheet (rule 15.5).
    case notASheet(PresentedShape)
}

extension ViewController {
    /// [SIM] How long a presentation or a dismissal animates (rule 15.6).
    public static let presentationDuration = 0.35

    /// `presentedViewController`: what this controller (or its top container) presents.
    public var presentedViewController: ViewController? { presentationRoot.modal.presented }

    /// `presentingViewController`: who presents this controller (or its container).
    public var presentingViewController: ViewController? { presentationRoot.modal.presenting }

    /// `modalPresentationStyle`, default `.automatic` (rule 15.1).
    public var modalPresentationStyle: ModalPresentationStyle {
        get { modal.style }
        set { modal.style = newValue }
    }

    /// `isModalInPresentation` (iOS 13): a pull on the sheet is refused (rule 15.8).
    public var isModalInPresentation: Bool {
        get { modal.isModalInPresentation }
        set { modal.isModalInPresentation = newValue }
    }

    /// `presentationController?.delegate`, held weakly as in UIKit.
    public var presentationControllerDelegate: PresentationControllerDelegate? {
        get { modal.delegate }
        set { modal.delegate = newValue }
    }

    /// The shape this controller is presented in, nil when it is not presented.
    public var presentedShape: PresentedShape? { modal.presenting == nil ? nil : modal.shape }

    /// The controller that presents for this one: UIKit presents from the top of the parent
    /// chain (the navigation controller, not the table inside it).
    var presentationRoot: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Presents `controller` modally (rules 15.2–15.6): the presenter's "will" calls only if its
    /// view leaves the window, the presented's `viewWillAppear`, the slide up, then the "did"
    /// calls and `completion`.
    /// - Throws: UIKit's exception when `controller` is already presented (rule 15.9).
    /// - Returns: why nothing was presented, nil when it was.
    @discardableResult
    public func present(_ controller: ViewController, animated: Bool,
                        completion: (() -> Void)? = nil) throws(UIKitException) -> PresentationRefusal? {
        if controller.modal.presenting != nil {
            throw .presentActiveController(presented: controller.logName)
        }
        let presenter = presentationRoot
        if let other = presenter.modal.presented { return .alreadyPresenting(other.logName) }
        guard presenter.isViewLoaded, presenter.view.isDescendant(of: world.window) else { return .notInWindow }
        if presenter.modal.isTransitioning { return .transitionRunning }
        let shape = controller.modal.style.shape(in: world.uikit)
        presenter.modal.presented = controller
        controller.modal.presenting = presenter
        controller.modal.shape = shape
        controller.modal.isTransitioning = true
        world.markRecordings("present \(controller.logName)")
        let final = shape.frame(in: world.screenSize)
        world.performWithoutAnimation {
            controller.view.frame = animated ? final.offsetBy(dy: world.screenSize.height - final.minY) : final
            world.window.addSubview(controller.view)
        }
        // unowned: the presenter keeps the transition that keeps this block (see PresentationTransition)
        let t = PresentationTransition(presenter: presenter, presented: controller, dismissal: false, target: final,
                                       animated: animated, interactive: false) { [unowned presenter, unowned controller] _ in
            if shape.removesPresenter { presenter.world.performWithoutAnimation { presenter.view.removeFromSuperview() } }
            controller.modal.isTransitioning = false
            if shape.removesPresenter { presenter.sendDidDisappear(animated) }   // [SIM] order as a push (rule 15.6)
            controller.sendDidAppear(animated)
            completion?()
        }
        presenter.modal.transition = t
        if shape.removesPresenter { presenter.sendWillDisappear(animated) }
        controller.sendWillAppear(animated)
        t.start()
        return nil
    }

    /// Dismisses what this controller presents, or this controller if it is presented (rule
    /// 15.7): the presented's `viewWillDisappear`, the presenter's `viewWillAppear` only if its
    /// view comes back to the window, the slide down, the "did" calls, then `completion`. The
    /// presentation controller's delegate hears nothing: it is told only of the user's pulls.
    /// - Returns: why nothing was dismissed, nil when it was.
    @discardableResult
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) -> PresentationRefusal? {
        let root = presentationRoot
        guard let presented = root.modal.presented ?? (root.modal.presenting == nil ? nil : root) else {
            return .nothingPresented
        }
        if presented.modal.isTransitioning { return .transitionRunning }
        if presented.modal.presented != nil {   // a stack of presentations goes at once
            if let refusal = presented.dismiss(animated: false) { return refusal }
        }
        guard let presenter = presented.modal.presenting else { return .nothingPresented }
        presented.modal.isTransitioning = true
        world.markRecordings("dismiss \(presented.logName)")
        let shape = presented.modal.shape
        if shape.removesPresenter { bringBack(presenter, below: presented) }
        let t = PresentationTransition(presenter: presenter, presented: presented, dismissal: true,
                                       target: offScreen(presented), animated: animated, interactive: false) {
            [unowned presenter, unowned presented] _ in
            presenter.endDismissal(of: presented, animated: animated)
            completion?()
        }
        presenter.modal.transition = t
        presented.sendWillDisappear(animated)
        if shape.removesPresenter { presenter.sendWillAppear(animated) }
        t.start()
        return nil
    }

    // MARK: - Moving the presented view

    /// Puts the presenter's view back in the window, under the presented one (rule 15.3).
    func bringBack(_ presenter: ViewController, below presented: ViewController) {
        world.performWithoutAnimation {
            let index = world.window.subviews.firstIndex { $0 === presented.view } ?? 0
            world.window.insertSubview(presenter.view, at: index)
        }
    }

    /// Where `presented`'s view goes when dismissed: just below the screen.
    func offScreen(_ presented: ViewController) -> Rect {
        let frame = presented.view.frame
        return frame.offsetBy(dy: world.screenSize.height - frame.minY)
    }

    /// The end of a dismissal, run by this presenter: the presented view leaves the window,
    /// the presentation ends, then `viewDidDisappear`, and the presenter's `viewDidAppear` if its
    /// view had left the window (rule 15.3).
    func endDismissal(of presented: ViewController, animated: Bool) {
        world.performWithoutAnimation { presented.view.removeFromSuperview() }
        if modal.presented === presented { modal.presented = nil }
        presented.modal.presenting = nil
        presented.modal.isTransitioning = false
        presented.sendDidDisappear(animated)
        if presented.modal.shape.removesPresenter { sendDidAppear(animated) }
    }

    /// The presentation or dismissal involving this controller, whose coordinator it sees
    /// (rule 15.11): its own as the presenter, its presenter's as the presented.
    var modalTransition: PresentationTransition? {
        if let t = modal.transition { return t }
        if let t = modal.presenting?.modal.transition, t.presented === self { return t }
        return nil
    }

    /// Moves `view` to `frame` over `seconds` (ease in-out), then runs `done` on the world's
    /// clock; at once when `seconds` is 0.
    func slide(_ view: View, to frame: Rect, seconds: Double, done: @escaping () -> Void) {
        guard seconds > 0 else {
            world.performWithoutAnimation { view.frame = frame }
            done()
            return
        }
        world.animate(withDuration: seconds, options: .curveEaseInOut, animations: { view.frame = frame })
        world.schedule(at: world.time + seconds) { done() }
    }
}

extension Rect {
    /// The same rect moved down by `dy`.
    func offsetBy(dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
