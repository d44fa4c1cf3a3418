// World+Log: the log's entries, kept as values and written out as text when the log is read.

/// One entry of `World.log`, kept as its parts: the text is made when the log is read, so a
/// world whose log nobody reads never formats it. `text` is exactly what was recorded before
/// entries were kept this way.
enum LogEntry {
    /// Text recorded as it is.
    case text(String)
    /// `"List.viewWillAppear(true)"`; `viewDidLoad` has no `animated`: `"List.viewDidLoad()"`.
    case appearance(controller: String, method: AppearanceMethod, animated: Bool)
    /// `"cell [0, 2] setSelected(true, animated: false)"` (or `setHighlighted`).
    case cellSetter(IndexPath, highlight: Bool, value: Bool, animated: Bool)
    /// `"Navigation.willShow(Detail, animated: true)"` (or `didShow`).
    ///
    /// The name comes first so the two flags share the string's padding: with a flag before
    /// it, this case was 25 bytes and every entry took 32; now the largest case is
    /// `cellSetter` (19 bytes) and an entry takes 24. The seed scenario's 26 entries then fit a
    /// buffer under 1 KB, which glibc serves from its small bins; a buffer of 1 KB or more
    /// made it consolidate every free fast-bin chunk first, which in a process with a busy
    /// heap (alongside, where Lua allocates and frees much) cost about 2 % of a scenario.
    case navigationShow(controller: String, did: Bool, animated: Bool)

    /// The appearance calls a controller receives.
    enum AppearanceMethod {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    var text: String {
        switch self {
        case .text(let s):
            return s
        case .appearance(let name, let method, let animated):
            switch method {
            case .viewDidLoad: return "\(name).viewDidLoad()"
            case .viewWillAppear: return "\(name).viewWillAppear(\(animated))"
            case .viewDidAppear: return "\(name).viewDidAppear(\(animated))"
            case .viewWillDisappear: return "\(name).viewWillDisappear(\(animated))"
            case .viewDidDisappear: return "\(name).viewDidDisappear(\(animated))"
            }
        case .cellSetter(let p, let highlight, let value, let animated):
            return highlight ? "cell \(p) setHighlighted(\(value), animated: \(animated))"
                : "cell \(p) setSelected(\(value), animated: \(animated))"
        case .navigationShow(let name, let did, let animated):
            return did ? "Navigation.didShow(\(name), animated: \(animated))"
                : "Navigation.willShow(\(name), animated: \(animated))"
        }
    }
}
