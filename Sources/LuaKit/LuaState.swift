// LuaState: one owned lua_State, created with the counting allocator and closed in deinit.
internal import CLua
internal import CLuaShim

/// An owned Lua 5.4 state.
///
/// Not `Sendable`: a state belongs to the thread that made it (notes/embedding-lua.md, rule 5).
/// Every call into Lua goes through one protected gateway with a traceback handler, and no
/// method here can raise a Lua error through Swift.
public final class LuaState {
    /// The thread Swift talks to: the main thread, or during a callback the coroutine that
    /// called it (a callback's arguments and results live on that thread's stack).
    var L: OpaquePointer {
        get { threadSlot.pointee }
        set { threadSlot.pointee = newValue }
    }
    /// Where `L` is kept: outside the object, so that reading it (before every Lua API call)
    /// is a plain load. A stored `var` of a class is checked for exclusive access at run time
    /// on every read and write (`swift_beginAccess`), which was several percent of each call
    /// from Lua. Only this state reads and writes it, on its own thread.
    private let threadSlot: UnsafeMutablePointer<OpaquePointer>
    /// The main thread, which owns the state.
    let mainThread: OpaquePointer
    /// Retained callback boxes are released by Lua's `__gc`; this counts the live ones.
    var liveCallbacks = 0
    /// Object types defined on this state; kept alive because their addresses are registry keys.
    var objectTypes: [AnyObject] = []
    /// Type definitions left for the first object of their types (LuaState+DeferredDefinitions).
    var deferredDefinitions: [LuaDeferredDefinition] = []
    /// The registry number of the weak table behind `wrap(_:as:identity:)`, 0 until it is
    /// made (`pushWeakValuedTable(slot:)`). Kept outside the object, as `L` is.
    let wrapperCacheSlot: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// How many results the running call box's function pushed itself (`returning`); kept
    /// outside the object, as `L` is (see LuaState+PushedResults).
    let pushedResults: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// What references hold instead of a `weak` reference to this state (see `LuaStateLink`).
    /// A `let`, attached once the state is made: reading a `lazy var` (once per reference made)
    /// was a run-time exclusivity check.
    let link = LuaStateLink()

    /// Creates a state.
    /// - Parameters:
    ///   - memoryLimit: the cap in bytes for everything the state allocates; 0 for none.
    ///   - openLibraries: whether to open Lua's standard libraries.
    /// - Throws: `LuaError.host` if the state cannot be created.
    public init(memoryLimit: Int = 0, openLibraries: Bool = true) throws(LuaError) {
        guard let state = clua_newstate(memoryLimit > 0 ? memoryLimit : 0) else {
            throw .host(message: "cannot create a Lua state (out of memory)")
        }
        threadSlot = .allocate(capacity: 1)
        threadSlot.initialize(to: state)
        mainThread = state
        link.attach(self)
        if openLibraries {
            try check(clua_openlibs(L))
        }
    }

    deinit {
        link.clear()
        dropDeferredDefinitions()
        clua_close(mainThread)
        wrapperCacheSlot.deallocate()
        pushedResults.deallocate()
        threadSlot.deallocate()
    }

    /// Bytes the state has allocated.
    public var memoryUsed: Int { clua_memory_used(L) }
    /// The most bytes the state ever had allocated.
    public var memoryPeak: Int { clua_memory_peak(L) }

    // MARK: - Loading and running

    /// Compiles a chunk (text only, never bytecode) and leaves the function on the stack.
    /// - Parameters:
    ///   - source: the chunk's bytes.
    ///   - name: the chunk name: `"@path"` for files, `"=name"` for a verbatim name.
    func load(_ source: [UInt8], name: String) throws(LuaError) {
        let status = source.withUnsafeBufferPointer { buf in
            buf.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                    clua_loadbuffer(L, $0, buf.count, name)
                }
            } ?? clua_loadbuffer(L, "", 0, name)
        }
        try check(status)
    }

    /// Compiles a chunk and returns it as a function value.
    public func compile(_ source: String, name: String) throws(LuaError) -> LuaValue {
        try load(Array(source.utf8), name: name)
        return popValue()
    }

    /// Compiles a chunk from bytes and returns it as a function value.
    public func compile(bytes: [UInt8], name: String) throws(LuaError) -> LuaValue {
        try load(bytes, name: name)
        return popValue()
    }

    /// Loads bytecode made by `dump(_:)` in this process. Never pass a script's input here:
    /// Lua 5.4 does not verify bytecode, so only chunks the host produced itself are safe.
    public func compile(trustedBytecode code: [UInt8], name: String) throws(LuaError) -> LuaValue {
        let status = code.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { clua_loadbinary(L, $0.baseAddress, $0.count, name) }
        }
        try check(status)
        return popValue()
    }

    /// The bytecode of a Lua function, with debug information, or nil for a C function.
    public func dump(_ function: LuaValue) -> [UInt8]? {
        push(function)
        defer { clua_pop(L, 1) }
        var size = 0
        guard let data = clua_dump(L, &size) else { return nil }
        defer { clua_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Runs a chunk and returns its results.
    @discardableResult
    public func run(_ source: String, name: String = "=chunk") throws(LuaError) -> [LuaValue] {
        try call(try compile(source, name: name), [])
    }

    /// Calls a function value in protected mode.
    /// - Returns: every result the function returned.
    /// - Throws: the `LuaError` it raised, with its traceback.
    @discardableResult
    public func call(_ function: LuaValue, _ arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
        let base = lua_gettop(L)
        guard lua_checkstack(L, Int32(arguments.count) + 1) != 0 else {
            throw .host(message: "too many arguments (\(arguments.count))")
        }
        push(function)
        for a in arguments { push(a) }
        let status = clua_pcall(L, Int32(arguments.count), LUA_MULTRET)
        try check(status, base: base)
        var results: [LuaValue] = []
        let top = lua_gettop(L)
        if top > base {
            results.reserveCapacity(Int(top - base))
            for i in (base + 1)...top { results.append(value(at: i)) }
        }
        lua_settop(L, base)
        return results
    }

    /// Turns a status into a thrown `LuaError`, popping the message; restores `base` if given.
    func check(_ status: Int32, base: Int32? = nil) throws(LuaError) {
        guard status != LUA_OK else { return }
        let text = lua_type(L, -1) == LUA_TSTRING
            ? string(at: -1) : "(error object is a \(typeName(at: -1)) value)"
        if let base { lua_settop(L, base) } else { clua_pop(L, 1) }
        throw Self.error(status: status, text: text)
    }

    /// Splits a handler's "message\nstack traceback:..." text into the error case.
    static func error(status: Int32, text: String) -> LuaError {
        switch status {
        case LUA_ERRSYNTAX: return .syntax(message: text)
        case LUA_ERRMEM: return .memory(message: text)
        case LUA_ERRERR: return .messageHandler(message: text)
        default:
            let (message, traceback) = splitTraceback(text)
            return .runtime(message: message, traceback: traceback)
        }
    }

    // MARK: - Globals

    /// Sets a global with a raw write (no metamethods run).
    public func setGlobal(_ name: String, _ value: LuaValue) {
        clua_pushglobaltable(L)
        lua_pushstring(L, name)
        push(value)
        lua_rawset(L, -3)
        clua_pop(L, 1)
    }

    /// Reads a global with a raw read (no metamethods run).
    public func global(_ name: String) -> LuaValue {
        clua_pushglobaltable(L)
        lua_pushstring(L, name)
        lua_rawget(L, -2)
        let v = value(at: -1)
        clua_pop(L, 2)
        return v
    }

    /// Reads `table[key]` with a raw read; nil unless `table` is a table reference.
    public func field(_ table: LuaValue, _ key: String) -> LuaValue {
        guard case .reference(let r) = table, r.typeName == "table" else { return .nil }
        push(table)
        lua_pushstring(L, key)
        lua_rawget(L, -2)
        let v = value(at: -1)
        clua_pop(L, 2)
        return v
    }

    /// Writes `table[key] = value` with a raw write; does nothing unless `table` is a table.
    public func setField(_ table: LuaValue, _ key: String, _ value: LuaValue) {
        setRaw(table, key: .string(key), value: value)
    }

    /// Writes `table[key] = value` with a raw write, for any key; nil keys are ignored.
    public func setRaw(_ table: LuaValue, key: LuaValue, value: LuaValue) {
        guard case .reference(let r) = table, r.typeName == "table", key != .nil else { return }
        if case .number(let d) = key, d.isNaN { return }
        push(table)
        push(key)
        push(value)
        lua_rawset(L, -3)
        clua_pop(L, 1)
    }

    /// Creates an empty table.
    public func newTable() -> LuaValue {
        clua_newtable(L)
        return popValue()
    }

    /// Sets the metatable of `table` (a table reference) to `metatable` (a table, or nil to
    /// remove it), as `setmetatable` does without its `__metatable` check. Never raises.
    public func setMetatable(_ table: LuaValue, _ metatable: LuaValue) {
        guard case .reference(let r) = table, r.typeName == "table" else { return }
        if case .reference(let m) = metatable, m.typeName != "table" { return }
        push(table)
        push(metatable)
        _ = lua_setmetatable(L, -2)
        clua_pop(L, 1)
    }

    /// The registry's entry under `key` (a raw read): a place for a module's per-state values.
    public func registryValue(_ key: String) -> LuaValue {
        lua_pushstring(L, key)
        lua_rawget(L, clua_REGISTRYINDEX)
        return popValue()
    }

    /// Sets the registry's entry under `key` (a raw write); prefix keys with the module's name.
    public func setRegistryValue(_ key: String, _ value: LuaValue) {
        lua_pushstring(L, key)
        push(value)
        lua_rawset(L, clua_REGISTRYINDEX)
    }

    /// Runs a full garbage collection.
    public func collectGarbage() { _ = clua_gc(L, LUA_GCCOLLECT) }

    /// Runs one basic step of the collector (`collectgarbage("step")`): in the generational
    /// mode every state starts in, a minor collection, which frees young garbage now rather
    /// than when Lua's own allocations next call for it. Finalizers may run, as at any
    /// allocation; their errors become warnings, never a raise.
    public func stepGarbageCollector() { _ = clua_gc(L, LUA_GCSTEP) }

    func unref(_ ref: Int32) { clua_unref(L, ref) }
}

/// Splits `"message\nstack traceback:\n..."` into its message and traceback parts.
public func splitTraceback(_ text: String) -> (message: String, traceback: String?) {
    let marker = Array("\nstack traceback:".utf8)
    let bytes = Array(text.utf8)
    guard bytes.count >= marker.count else { return (text, nil) }
    for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
        if Array(bytes[start..<(start + marker.count)]) == marker {
            return (String(decoding: bytes[..<start], as: UTF8.self),
                    String(decoding: bytes[(start + 1)...], as: UTF8.self))
        }
    }
    return (text, nil)
}
