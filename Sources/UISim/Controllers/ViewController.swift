// ViewController: a screen's controller, with UIKit's appearance calls and the transition
// coordinator found through its ancestors.

/// A view controller (`UIViewController`): owns a view and receives the appearance calls.
///
/// Override `viewWillAppear(_:)` and the rest as in UIKit; the simulation calls them at UIKit's
/// moments (spec §4) and records each call in `world.log` as `"Title.viewWillAppear(true)"`,
/// whether or not the override calls `super`.
open class ViewController {
    /// The world this controller lives in (not owned; see `World`). `unowned(unsafe)` for the
    /// reason `View.world` is: the world outlives its controllers, and a checked read is a
    /// runtime call.
    public unowned(unsafe) let world: World
    /// The name used in the log (and by a navigation bar, if there were one).
    @exclusivity(unchecked) public var title: String?
    /// The parent (a navigation controller), if any.
    /// Zeroing, like `weak` (see `WeakTarget`).
    public internal(set) var parent: ViewController? {
        get { parentTarget?.object }
        set { parentTarget = newValue?.weakTarget }
    }
    @exclusivity(unchecked) private var parentTarget: WeakTarget<ViewController>?
    @exclusivity(unchecked) private var weakTargetStorage: WeakTarget<ViewController>?
    /// What children hold instead of a `weak` reference to their parent (see `WeakTarget`).
    var weakTarget: WeakTarget<ViewController> {
        if let t = weakTargetStorage { return t }
        let t = WeakTarget(self)
        weakTargetStorage = t
        return t
    }
    @exclusivity(unchecked) private var loadedView: View?
    /// The transition this controller is running as a container (a navigation controller).
    var runningTransition: Transition? {
        didSet { runningCoordinator = runningTransition?.coordinator }
    }
    /// Keeps the running transition's coordinator, so every caller gets the same one until the
    /// transition ends (the transition itself holds it weakly, rule 4.5).
    @exclusivity(unchecked) private var runningCoordinator: TransitionCoordinator?
    /// A stand-in for the appearance methods, for a scripting bridge (Lua overrides): called
    /// with the method's name (`"viewWillAppear"`, ...) and `animated` (nil for `viewDidLoad`)
    /// at the moment UIKit would call the method; returning true means it handled the call and
    /// the method itself does not run. Calling the method directly still runs the built-in
    /// behaviour (what `super` means to an override).
    @exclusivity(unchecked) public var appearanceOverride: ((_ method: String, _ animated: Bool?) -> Bool)?
    /// Modal presentation: what this controller presents and how it is presented (rule 15).
    public let modal = ModalState()

    /// Creates a controller in `world`.
    public init(world: World, title: String? = nil) {
        self.world = world
        self.title = title
    }

    deinit { weakTargetStorage?.clear() }

    // MARK: - View

    /// The controller's view, loaded (and `viewDidLoad` called) on first use.
    public var view: View {
        loadViewIfNeeded()
        return loadedView ?? View(world: world)
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadedView = world.perform { makeView() }
        world.record(.appearance(controller: logName, method: .viewDidLoad, animated: false))
        world.perform { if appearanceOverride?("viewDidLoad", nil) != true { viewDidLoad() } }
    }

    /// Makes the view; override to supply another (a table, a collection).
    open func makeView() -> View {
        View(world: world, frame: Rect(origin: .zero, size: world.screenSize))
    }

    // MARK: - Appearance (override these)

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Transitions

    /// The coordinator of the transition in progress, found through the ancestors; nil outside
    /// an animated transition and for a non-animated one (rule 4.5).
    public var transitionCoordinator: TransitionCoordinator? {
        if let t = runningTransition, t.isAnimated, !t.isComplete { return t.coordinator }
        if let t = modalTransition, t.isAnimated, !t.isComplete { return t.coordinator }   // rule 15.11
        return parent?.transitionCoordinator
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: NavigationController? {
        var p = parent
        while let c = p {
            if let nav = c as? NavigationController { return nav }
            p = c.parent
        }
        return nil
    }

    /// The name the log uses: the title, or the class name.
    public var logName: String { title ?? String(describing: type(of: self)) }

    // MARK: - Dispatch (what UIKit calls, recorded)

    func sendWillAppear(_ animated: Bool) {
        loadViewIfNeeded()
        world.record(.appearance(controller: logName, method: .viewWillAppear, animated: animated))
        world.perform { if appearanceOverride?("viewWillAppear", animated) != true { viewWillAppear(animated) } }
    }

    func sendDidAppear(_ animated: Bool) {
        world.record(.appearance(controller: logName, method: .viewDidAppear, animated: animated))
        world.perform { if appearanceOverride?("viewDidAppear", animated) != true { viewDidAppear(animated) } }
    }

    func sendWillDisappear(_ animated: Bool) {
        world.record(.appearance(controller: logName, method: .viewWillDisappear, animated: animated))
        world.perform { if appearanceOverride?("viewWillDisappear", animated) != true { viewWillDisappear(animated) } }
    }

    func sendDidDisappear(_ animated: Bool) {
        world.record(.appearance(controller: logName, method: .viewDidDisappear, animated: animated))
        world.perform { if appearanceOverride?("viewDidDisappear", animated) != true { viewDidDisappear(animated) } }
    }
}
