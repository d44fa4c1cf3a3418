// BatchBlocks: the two Lua functions of `tv:performBatchUpdates(fn, done)` and
// `cv:performBatchUpdates(fn, done)` as the Swift blocks UISim runs, shared by both views.
import LuaKit

extension Kit {
    /// Arguments 2 and 3 (each a function or nil) as a batch's blocks. `updates` runs `fn` inside
    /// the batch and then closes the built-in model's batch level, which this opens now, so the
    /// model takes the recorded edits just before UISim reads the counts; `completion` calls
    /// `done(finished)`. Errors in either are callback errors (raised by the call that ran them).
    /// `findModel` runs only once the arguments are known to be good.
    func batchBlocks(_ args: LuaArguments, model findModel: () -> CountsModel?) throws(LuaCallError)
        -> (updates: () -> Void, completion: ((Bool) -> Void)?) {
        let fn: LuaValue? = args.isNil(2) ? nil : try args.function(2)
        let done: LuaValue? = args.isNil(3) ? nil : try args.function(3)
        let model = findModel()
        model?.edits.depth += 1
        let updates = { [link] in
            if let fn, let kit = link.kit { kit.errors.call(kit.state, fn, []) }
            model?.closeBatch()
        }
        let completion: ((Bool) -> Void)? = done.map { f in
            { [link] finished in
                guard let kit = link.kit else { return }
                kit.errors.call(kit.state, f, [.boolean(finished)])
            }
        }
        return (updates, completion)
    }
}
