// PresentationTransition: one presentation or dismissal — the slide of the presented view on the
// era's transition driver, with its own coordinator for the alongside blocks (rules 15.6, 15.11).

/// What the coordinator reads of a transition: a navigation push or pop (`Transition`) or a
/// modal presentation or dismissal (`PresentationTransition`).
protocol CoordinatedTransition: AnyObject {
    var isAnimated: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var duration: Double { get }
    var percentComplete: Double { get }
    var completionSpeed: Double { get }
    var completionCurve: AnimationCurve { get }
    var container: View { get }
    var from: ViewController { get }
    var to: ViewController { get }
    /// The modal style as a name, `"none"` for navigation (rule 5.1).
    var presentationStyleName: String { get }
    var interactionHandlers: [(TransitionCoordinator) -> Void] { get set }
    func addAlongside(_ animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)?,
                      extraView: View?) -> Bool
}

extension Transition: CoordinatedTransition {
    var presentationStyleName: String { "none" }
}

/// A presentation (`from` = presenter, `to` = presented) or a dismissal (`from` = presented,
/// `to` = presenter), animated or not, interactive when the user pulls a sheet down.
///
/// Ownership: the presenter keeps this transition and its coordinator while it runs
/// (`ModalState`), so this holds the presenter `unowned` until the end (a strong reference would
/// be a cycle that outlives a world dropped mid-transition) and strongly afterwards, for a
/// coordinator kept past the end (rule 5.8). While it runs, the presenter is the window's root or
/// presented by a controller the root reaches, so it lives as long as the world does.
final class PresentationTransition: CoordinatedTransition {
    private unowned let presenterWhileRunning: ViewController
    @exclusivity(unchecked) private var presenterAfterEnd: ViewController?
    let presented: ViewController
    let isDismissal: Bool
    var presenter: ViewController { presenterAfterEnd ?? presenterWhileRunning }
    var from: ViewController { isDismissal ? presented : presenter }
    var to: ViewController { isDismissal ? presenter : presented }
    /// The view that slides, and where it ends when the transition completes.
    private let moving: View
    private let target: Rect
    let isAnimated: Bool
    let initiallyInteractive: Bool
    @exclusivity(unchecked) private(set) var isInteractive: Bool
    @exclusivity(unchecked) private(set) var isCancelled = false
    @exclusivity(unchecked) private(set) var isComplete = false
    let duration: Double
    @exclusivity(unchecked) private(set) var percentComplete = 0.0
    @exclusivity(unchecked) var completionSpeed = 1.0
    @exclusivity(unchecked) var completionCurve: AnimationCurve = .easeInOut
    let presentationStyleName: String
    var isInterruptible: Bool { false }
    @exclusivity(unchecked) var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    @exclusivity(unchecked) private var alongside: [(TransitionCoordinator) -> Void] = []
    @exclusivity(unchecked) private var completions: [(TransitionCoordinator) -> Void] = []
    @exclusivity(unchecked) private var driver: TransitionDriver?
    /// Runs at the end, before the alongside completions: the "did" calls (false: cancelled).
    private let finished: (_ completed: Bool) -> Void
    private weak var weakCoordinator: TransitionCoordinator?

    var world: World { presented.world }
    var container: View { world.window }

    init(presenter: ViewController, presented: ViewController, dismissal: Bool, target: Rect,
         animated: Bool, interactive: Bool, finished: @escaping (Bool) -> Void) {
        presenterWhileRunning = presenter
        self.presented = presented
        isDismissal = dismissal
        moving = presented.view
        self.target = target
        isAnimated = animated || interactive
        initiallyInteractive = interactive
        isInteractive = interactive
        duration = isAnimated ? ViewController.presentationDuration : 0
        presentationStyleName = presented.modalPresentationStyle.resolved(in: presenter.world.uikit).rawValue
        self.finished = finished
    }

    var coordinator: TransitionCoordinator {
        if let c = weakCoordinator { return c }
        let c = TransitionCoordinator(transition: self)
        weakCoordinator = c
        if !isComplete { presenter.modal.coordinator = c }
        return c
    }

    func addAlongside(_ animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)?,
                      extraView: View?) -> Bool {
        guard !isComplete else {
            if let completion { world.scheduleNextFrame { [coordinator] in completion(coordinator) } }
            return false
        }
        if let completion { completions.append(completion) }
        if let extraView { driver?.follow(extraView.layer) }
        if let animation {
            if let driver {
                driver.run { [weak self] in if let self { animation(self.coordinator) } }
            } else {
                alongside.append(animation)
            }
        }
        return true
    }

    /// Starts the slide and the alongside blocks queued so far; a non-interactive transition
    /// then runs to its end (at once when not animated).
    func start() {
        guard isAnimated else {
            world.performWithoutAnimation {
                moving.frame = target
                for b in alongside { b(coordinator) }
            }
            alongside = []
            end()
            return
        }
        let driver: TransitionDriver = world.uikit.interactiveTransitionsScrubTheContainerLayer
            ? LayerScrubDriver(world: world, container: moving.layer, duration: duration)
            : AnimatorDriver(world: world, duration: duration)
        self.driver = driver
        driver.begin(interactive: isInteractive)
        let blocks = alongside
        alongside = []
        driver.run { [self] in
            moving.frame = target
            for b in blocks { b(coordinator) }
        }
        if !isInteractive {
            driver.complete(finishing: true, from: 0, seconds: duration, curve: .easeInOut) { [weak self] in self?.end() }
        }
    }

    /// The finger moved: progress `percent` (0…1).
    func update(_ percent: Double) {
        guard isInteractive else { return }
        percentComplete = min(1, max(0, percent))
        driver?.scrub(to: percentComplete)
    }

    /// The finger lifted: the interaction handlers, then `beforeRest` (the cancel's "will"
    /// calls), then the rest of the slide, forwards or back.
    func endInteraction(finish: Bool, beforeRest: () -> Void) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = !finish
        for h in interactionHandlers { world.perform { h(coordinator) } }
        beforeRest()
        let p = percentComplete
        let seconds = (finish ? 1 - p : p) * duration / max(completionSpeed, 1e-9)
        driver?.complete(finishing: finish, from: p, seconds: seconds, curve: completionCurve) { [weak self] in self?.end() }
    }

    private func end() {
        guard !isComplete else { return }
        isComplete = true
        presenterAfterEnd = presenterWhileRunning
        let c = coordinator
        if presenter.modal.transition === self {
            presenter.modal.transition = nil
            presenter.modal.coordinator = nil
        }
        finished(!isCancelled)
        let blocks = completions
        completions = []
        interactionHandlers = []
        for b in blocks { world.perform { b(c) } }
    }
}
