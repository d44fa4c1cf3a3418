// Transactions: Core Animation's transaction and its completion block, as world methods —
// `world:beginTransaction()`, `world:setTransactionCompletionBlock(fn)`,
// `world:commitTransaction()` for UIKit's `CATransaction.begin()`, `setCompletionBlock(_:)`,
// `commit()` (rule 2.13). Worlds are explicit in the `ui` module, so what UIKit keeps per thread
// is the world's, as `UIView.animate` is `world:animate`.
import LuaKit
import UISim

extension Kit {
    /// The World methods of this file added to `methods` (the ones Kit.swift defines).
    func withTransactionMethods(_ methods: [String: LuaMethod<World>]) -> [String: LuaMethod<World>] {
        methods.merging(transactionMethods()) { kept, _ in kept }
    }

    private func transactionMethods() -> [String: LuaMethod<World>] {
        [
            "beginTransaction": { w, _ throws(LuaCallError) in
                w.perform { w.beginTransaction() }
                return []
            },
            "setTransactionCompletionBlock": { [self] w, args throws(LuaCallError) in
                let block = args.isNil(2) ? nil : try args.function(2)
                w.perform { w.setTransactionCompletionBlock(block.map { transactionCompletion($0) }) }
                return []
            },
            "commitTransaction": { w, _ throws(LuaCallError) in
                // the block runs here when no animation joined the group: its error is this call's
                w.perform { w.commitTransaction() }
                return []
            },
        ]
    }

    /// The Swift block for the Lua completion `f`, called with no arguments (UIKit's block has
    /// no `finished` flag). Its error is a callback error: recorded, and raised by the Lua call
    /// during which it ran (`world:advance`, `world:settle`, `world:commitTransaction`...).
    /// Holds the kit through its link, not strongly: the world keeps the block (see KitLink).
    private func transactionCompletion(_ f: LuaValue) -> () -> Void {
        { [link] in
            guard let kit = link.kit else { return }
            kit.errors.call(kit.state, f, [])
        }
    }
}
