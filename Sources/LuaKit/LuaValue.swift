// LuaValue: a Lua value copied out of (or into) a state.

/// A Lua value as Swift sees it.
///
/// Strings are decoded as UTF-8 with invalid bytes replaced; tables, functions and userdata are
/// kept as references into the registry, valid while their state lives.
public enum LuaValue: Sendable, Equatable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    /// A Lua string kept as raw bytes (binary chunks, data that need not be UTF-8). Values read
    /// from Lua arrive as `.string`; use `LuaArguments.bytes` to read bytes.
    case bytes([UInt8])
    /// A table, function, userdata or thread, held by a registry reference.
    case reference(LuaReference)

    /// The value as a string, if it is one.
    public var string: String? { if case .string(let s) = self { s } else { nil } }
    /// The value as a Double, if it is a number.
    public var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }
    /// The value as an integer, if it is a number with an exact integer representation.
    public var integer: Int64? {
        switch self {
        case .integer(let i): i
        case .number(let d): Int64(exactly: d)
        default: nil
        }
    }
    /// Lua's truthiness: everything but nil and false.
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): false
        default: true
        }
    }
}

/// A registry reference to a Lua object; released when the last Swift copy goes.
public final class LuaReference: @unchecked Sendable, Equatable {
    // @unchecked: a reference is only ever used on the thread that owns its state (rule 5).
    let ref: Int32
    /// The Lua type name of the object (`"table"`, `"function"`, ...).
    public let typeName: String
    /// The state, or nil once it is gone: zeroing like `weak`, without giving the state a side
    /// table (see `LuaStateLink`).
    var state: LuaState? { link.state }
    private let link: LuaStateLink

    init(ref: Int32, typeName: String, state: LuaState) {
        self.ref = ref
        self.typeName = typeName
        link = state.link
    }

    /// Whether the reference belongs to `state` (alive): a pointer comparison, with no retain
    /// and release of the state (`push` asks this for every reference it pushes).
    func belongs(to state: LuaState) -> Bool { link.holds(state) }

    deinit { link.withState { $0.unref(ref) } }

    public static func == (a: LuaReference, b: LuaReference) -> Bool { a === b }
}

/// What a reference holds instead of a `weak` reference to its state.
///
/// The first `weak` reference to an object gives it a side table, after which every retain and
/// release of it takes the Swift runtime's slow path (a 16-byte compare-and-swap); the state is
/// retained and released on every call from Lua. The state clears its link first thing in its
/// `deinit`, so `state` reads nil from then on, as a `weak` reference would.
final class LuaStateLink {
    /// The state, or nil once it is gone. Read for every push and release of a reference.
    var state: LuaState? { slot.pointee?.takeUnretainedValue() }
    /// Where the state is kept: outside the object, so that reading it is a plain load (a
    /// stored `var` of a class is checked for exclusive access at run time on every read).
    private let slot: UnsafeMutablePointer<Unmanaged<LuaState>?>

    init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: nil)
    }

    deinit { slot.deallocate() }

    /// Set by the state once it is made (its `init` creates the link before `self` is usable).
    func attach(_ state: LuaState) { slot.pointee = .passUnretained(state) }

    /// Whether the link holds `state`: compares addresses, so the state is neither retained
    /// nor released (reading `state` is a retain and a release).
    func holds(_ state: LuaState) -> Bool {
        slot.pointee?.toOpaque() == Unmanaged.passUnretained(state).toOpaque()
    }

    /// Runs `body` with the state, if it is still alive, without retaining it (the state
    /// clears the link first thing in its `deinit`, so a held state is alive).
    func withState(_ body: (LuaState) -> Void) {
        slot.pointee?._withUnsafeGuaranteedRef(body)
    }
    func clear() { slot.pointee = nil }
}
