// CallbackErrors: the errors Lua callbacks raise while Swift runs, and the guard LuaKit runs
// around every method, getter and setter of the `ui` module.
import LuaKit
import UISim

/// The error a Lua callback raised while Swift was running, kept until the Lua-facing call that
/// caused it returns (Swift never raises: the call throws it after UISim has finished).
final class CallbackErrors: LuaCallGuard {
    /// The first error raised since the current guarded call began.
    var pending: LuaError? {
        get { slots.pointee.pending }
        set {
            slots.pointee.pending = newValue
            slots.pointee.hasPending = newValue != nil
            updateBusy()
        }
    }
    /// The Lua function answering UISim in the middle of loading or laying out a view
    /// (`tv.dataSource.numberOfRowsInSection`...), while one runs. UISim is not re-entrant
    /// there (found by a stress run: a data source calling `tv:insertRows` trapped UISim's
    /// invariant checks), so guarded calls are refused then, except `usableWhileAnswering`.
    var answering: String? {
        get { slots.pointee.answering }
        set {
            slots.pointee.answering = newValue
            slots.pointee.isAnswering = newValue != nil
            updateBusy()
        }
    }
    /// Where the two are kept: outside the object, so reading and writing them (by `enter` and
    /// `leave`, which run only while `busy`) are plain loads and stores. Stored `var`s of a class
    /// are checked for exclusive access at run time (`swift_beginAccess`) on every access. Used
    /// on the state's thread only. The two flags say whether each is set: reading a flag is a load
    /// of a byte, where matching the optional error in place copied it (an outlined copy and
    /// destroy through the enum's value witnesses).
    private let slots: UnsafeMutablePointer<(pending: LuaError?, answering: String?, hasPending: Bool, isAnswering: Bool)>

    override init() {
        slots = .allocate(capacity: 1)
        slots.initialize(to: (nil, nil, false, false))
    }

    deinit {
        slots.deinitialize(count: 1)
        slots.deallocate()
    }
    /// What a data source function may still use: cells for `cellForRowAt`, and fields that
    /// only read (as fields: assigning any field is refused). `frame` lets `willDisplay` cache
    /// a self-sized row's height, UIKit apps' usual fix for the jump of rule 18.7.
    static let usableWhileAnswering: Set<String> = ["dequeueReusableCell", "dequeueReusableSupplementaryView", "dequeueReusableHeaderFooterView", "dataSource", "delegate", "title", "frame"]

    /// The error of a guarded call made while `answering` is set, nil when it may run.
    private func refusal(_ name: String, assigning: Bool = false) -> LuaCallError? {
        guard let answering, assigning || !Self.usableWhileAnswering.contains(name) else { return nil }
        return .binding(.useRefused(name, inside: "\(answering), which UISim calls while it loads the view"))
    }

    /// Starts a guarded (Lua-facing) call: sets aside the error of an enclosing call, so a
    /// nested call only reports its own callbacks' errors.
    func begin() -> LuaError? {
        let outer = pending
        pending = nil
        return outer
    }

    /// Ends a guarded call: raises the first callback error it caused, with the original
    /// message and the Lua traceback, and gives the enclosing call its error back.
    func end(_ outer: LuaError?) throws(LuaCallError) {
        let mine = pending
        pending = outer
        if let mine { throw .value(.string(mine.description)) }
    }

    /// Calls a Lua function from Swift; an error is recorded, never propagated.
    /// - Returns: false when the function raised (so a caller can fall back on the built-in).
    @discardableResult
    func call(_ state: LuaState, _ function: LuaValue, _ arguments: [LuaValue]) -> Bool {
        call { () throws(LuaError) in _ = try state.call(function, arguments) }
    }

    /// `call(_:_:_:)` for a call made by `body` (LuaKit's `callDiscardingResults`).
    @discardableResult
    func call(_ body: () throws(LuaError) -> Void) -> Bool {
        do throws(LuaError) { try body() } catch {
            if pending == nil { pending = error }
            return false
        }
        return true
    }

    /// Whether no callback error is pending, read from its flag (see `slots`).
    private var isClear: Bool { !slots.pointee.hasPending }

    /// Whether a Lua function is answering UISim (see `answering`), read from its flag.
    private var isAnswering: Bool { slots.pointee.isAnswering }

    /// LuaKit runs `enter`/`leave` only while `busy`: whenever an error is pending or a
    /// function answers UISim.
    private func updateBusy() { busy.pointee = !isClear || isAnswering }

    // MARK: - The guard of the `ui` module's methods, getters and setters (LuaCallGuard)
    // It refuses them while a Lua function answers UISim, and raises the callback errors a call
    // caused once it has returned.

    override func enter(_ name: String, assigning: Bool) throws(LuaCallError) -> LuaError? {
        if isAnswering, let refused = refusal(name, assigning: assigning) { throw refused }
        // With no error set aside (the usual case) there is nothing to save: begin() would
        // return nil and leave the slot nil.
        return isClear ? nil : begin()
    }

    override func leave(_ outer: LuaError?) throws(LuaCallError) {
        // A switch without a binding: `if let outer` copied the optional error (an outlined
        // copy and destroy through the enum's value witnesses) on every guarded call.
        switch outer {
        case .none: if !isClear { try end(nil) }
        case .some: try end(outer)
        }
    }
}
