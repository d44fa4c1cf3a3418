// ExploreModule: `ui.explore`, `ui.actions` and `ui.skip`, written in Lua (UISimLuaScripts'
// explore/*.lua) because exploring is all calls into the spec's own Lua functions: a scene
// builder, actions, an invariant. In Lua, their errors and luassert's failures pass through
// without a Swift frame to cross, and the report is Lua source printed by Lua.
import LuaKit
import Synchronization
import UISimLuaScripts

/// Loads the explore chunks into a state and adds their names to the `ui` module table.
enum ExploreModule {
    /// `explore`, `actions` and `skip` as names the `ui` module adds on their first read
    /// (`strictModule`): a spec file that explores nothing does not compile them.
    /// - Parameter indexPath: `ui.IndexPath` as the module made it (the chunks keep it: read
    ///   from the module at the first read of `ui.explore`, it could be a spec's stub).
    static func lazyFields(_ state: LuaState, seed: UInt64, indexPath: LuaValue) -> LazyFields {
        LazyFields(names: ["explore": "method", "actions": "field", "skip": "method"]) { [unowned state] module throws(LuaCallError) in
            do throws(LuaError) { try install(state, into: module, seed: seed, indexPath: indexPath) } catch {
                throw .message(error.message)
            }
        }
    }

    /// Adds `explore`, `actions` (strict, like the module) and `skip` to `module`, each unless
    /// a script gave the module that name first. The chunks share one table: each receives it
    /// and adds its part (see scripts.c for the order); they read nothing of the module.
    /// - Parameters:
    ///   - seed: ui.explore's seed when a spec gives none (the run's `--seed`).
    ///   - indexPath: the `ui.IndexPath` function the actions make index paths with.
    /// - Throws: a chunk that does not compile or raises while loading: a build fault.
    static func install(_ state: LuaState, into module: LuaValue, seed: UInt64, indexPath: LuaValue) throws(LuaError) {
        let lib = state.newTable()
        state.setField(lib, "IndexPath", indexPath)
        state.setField(lib, "defaultSeed", .integer(Int64(bitPattern: seed)))
        state.setField(lib, "suggest", state.function { args throws(LuaCallError) in
            let name = try args.string(1)
            let known = try args.stringList(2)
            return [NameSuggestion.nearest(to: name, among: known).map(LuaValue.string) ?? .nil]
        })
        let cached = bytecode.withLock { $0 }
        var compiled: [[UInt8]] = []
        for index in 0..<uisim_explore_chunk_count() {
            let (name, source) = chunk(index)
            // the prefix is what the runner's tracebacks and the explorer's error levels skip
            let chunkName = "=[alongside] ui.explore (\(name).lua)"
            let function: LuaValue
            if let code = cached?[index] {
                function = try state.compile(trustedBytecode: code, name: chunkName)
            } else {
                function = try state.compile(source, name: chunkName)
                if let code = state.dump(function) { compiled.append(code) }
            }
            try state.call(function, [lib])
        }
        if cached == nil, compiled.count == uisim_explore_chunk_count() {
            bytecode.withLock { $0 = compiled }
        }
        for name in ["explore", "actions", "skip"] where state.field(module, name) == .nil {
            let value = state.field(lib, name)
            state.setField(module, name, name == "actions" ? strictModule(state, value, name: "ui.actions") : value)
        }
    }

    /// The chunks compiled once per process (0.5 ms a spec file saved), then loaded as bytecode
    /// this process made itself (safe: never a script's input).
    private static let bytecode = Mutex<[[UInt8]]?>(nil)

    /// Chunk `index`'s name (`explore/random`) and source, from the embedded files.
    private static func chunk(_ index: Int) -> (name: String, source: String) {
        var length = 0
        var name: UnsafePointer<CChar>?
        guard let base = uisim_explore_chunk(index, &length, &name) else { return ("", "") }
        let source = base.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        return (name.map { String(cString: $0) } ?? "", source)
    }
}
