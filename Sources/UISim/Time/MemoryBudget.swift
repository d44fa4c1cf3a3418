// MemoryBudget: what the simulation may hold for its owner, asked before it allocates in
// proportion to what a script asked for.

/// A budget the world asks before it allocates memory that grows with what its user asked
/// for: a list's row geometry (16 bytes a row, so 40 million rows are 640 MB) and the log.
///
/// The Lua module gives each world its state's memory account, so that `--memory-limit`
/// bounds what a script makes Swift hold, not only Lua's own allocations. Without a budget
/// (`World.memoryBudget` nil) everything is granted.
///
/// What a refusal means is the simulation's to decide, and it stays consistent: a list whose
/// rows are refused loads no rows (as if its data source had none), a log entry that is
/// refused is dropped. The owner learns of the refusal from the budget itself (the Lua module
/// raises "not enough memory" when the call that was refused returns).
public protocol MemoryBudget: AnyObject {
    /// Takes `bytes` from the budget; false, taking nothing, when there is not enough left.
    func reserve(_ bytes: Int) -> Bool
    /// Gives back bytes an earlier `reserve` took.
    func release(_ bytes: Int)
}

/// Bytes a budget granted, given back when the holder goes away: the holder keeps one of these
/// per thing it sizes (a table's row geometry, the log) and calls `resize` before it allocates.
///
/// Keeps the budget strongly: views hold their world unowned, so a table freed after its world
/// must still find the budget to give its bytes back.
struct MemoryReservation {
    private(set) var budget: MemoryBudget?
    private(set) var bytes = 0

    init(_ budget: MemoryBudget?) { self.budget = budget }

    /// Holds `newBytes` instead of what is held now, if the budget grants the difference;
    /// false (holding what it held) when it does not.
    mutating func resize(to newBytes: Int) -> Bool {
        guard let budget else { return true }
        if newBytes > bytes {
            guard budget.reserve(newBytes - bytes) else { return false }
        } else if newBytes < bytes {
            budget.release(bytes - newBytes)
        }
        bytes = newBytes
        return true
    }

    /// Adds `more` bytes to what is held, if the budget grants them.
    mutating func grow(by more: Int) -> Bool {
        let (total, overflow) = bytes.addingReportingOverflow(more)
        return !overflow && resize(to: total)
    }

    /// Gives everything back (the holder's `deinit`).
    mutating func releaseAll() { _ = resize(to: 0) }
}
