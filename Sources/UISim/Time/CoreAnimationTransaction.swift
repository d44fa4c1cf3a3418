// CoreAnimationTransaction: `CATransaction.begin()`/`commit()` and its completion block, on the
// world's clock, so a completion for `beginUpdates()`/`endUpdates()` can be had the way UIKit
// developers get it (rule 2.13).

/// One explicit transaction group: the completion block set in it and the animations added while
/// that block was current.
final class TransactionGroup {
    /// The block for the animations added from now on (`setCompletionBlock`).
    @exclusivity(unchecked) private var block: TransactionCompletion?

    /// Sets the completion block; a block it replaces closes with what it has.
    func setCompletionBlock(_ newBlock: (() -> Void)?, world: World) {
        block?.close()
        block = newBlock.map { TransactionCompletion($0, world: world) }
    }

    var completionBlock: (() -> Void)? { block?.body }

    /// Registers an animation with the current block, if any.
    func track(_ animation: Animation) { block?.track(animation) }

    /// The group is committed: its block waits for its animations, or runs now if it has none.
    func commit() {
        block?.close()
        block = nil
    }
}

/// A completion block and the animations it waits for.
///
/// [DOC] "called as soon as all animations subsequently added by this transaction group have
/// completed (or have been removed). If no animations are added before the current transaction
/// group is committed (or the completion block is set to a different value), the block will be
/// invoked immediately." Removed or interrupted animations count as completed: the block has no
/// `finished` flag.
final class TransactionCompletion {
    let body: () -> Void
    @exclusivity(unchecked) private var pending = 0
    @exclusivity(unchecked) private var closed = false
    @exclusivity(unchecked) private var fired = false
    /// Zeroing (see `WeakTarget`): the world owns its animations, whose completions own this.
    private let worldTarget: WeakTarget<World>
    init(_ body: @escaping () -> Void, world: World) {
        self.body = body
        worldTarget = world.weakTarget
    }

    /// Waits for `animation` too (not once the block has run).
    func track(_ animation: Animation) {
        guard !fired, !animation.isDone else { return }
        pending += 1
        // strong: once committed, the animations it waits for are what keep the block alive
        animation.completions.append { _ in
            self.pending -= 1
            self.fireIfDone()
        }
    }

    /// No more animations join: the group committed or its block was replaced.
    func close() {
        closed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard closed, pending == 0, !fired else { return }
        fired = true
        if let world = worldTarget.object { world.perform { body() } } else { body() }
    }
}

extension World {
    /// `CATransaction.begin()`: opens an explicit transaction group; groups nest.
    public func beginTransaction() {
        transactionGroups.append(TransactionGroup())
    }

    /// `CATransaction.setCompletionBlock(_:)` for the innermost open group (rule 2.13).
    ///
    /// The block runs once every animation added after this call, until the group commits, has
    /// ended — on the world's clock, so for a height update at the end of its 0.3 s (rule 2.11),
    /// or of the enclosing animation block's duration (rule 7.8). With none, it runs at the
    /// commit. [SIM] Outside `beginTransaction()`/`commitTransaction()` (UIKit's implicit
    /// transaction, committed at the end of the run-loop turn) a group is opened here and
    /// committed at the current instant, once the caller has returned.
    public func setTransactionCompletionBlock(_ block: (() -> Void)?) {
        if transactionGroups.isEmpty {
            beginTransaction()
            schedule(at: time) { [target = weakTarget] in target.object?.commitTransaction() }
        }
        transactionGroups.last?.setCompletionBlock(block, world: self)
    }

    /// `CATransaction.completionBlock()`: the innermost open group's block.
    public var transactionCompletionBlock: (() -> Void)? { transactionGroups.last?.completionBlock }

    /// `CATransaction.commit()`: closes the innermost group. [SIM] A commit with no group open
    /// does nothing (Core Animation only logs a warning).
    public func commitTransaction() {
        guard let group = transactionGroups.popLast() else { return }
        group.commit()
    }

    /// Every open group's current block waits for `animation` too: an animation added inside a
    /// nested group is also "added by" the groups around it.
    func trackInTransactions(_ animation: Animation) {
        for g in transactionGroups { g.track(animation) }
    }
}
