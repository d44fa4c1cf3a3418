// SnapshotBox: what a Lua `Snapshot` holds — the snapshot value, UIKit's warnings for the log,
// and the memory it keeps in Swift, counted against the state's --memory-limit.
import LuaKit
import UISim

/// A snapshot whose identifiers are Lua values.
typealias LuaSnapshot = DiffableSnapshot<LuaIdentifier, LuaIdentifier>

/// What a `Snapshot` userdata holds: a snapshot value, edited in place by its methods.
///
/// A data source never shares a box: `ds:apply(s)` copies `s.snapshot`, `ds:snapshot()` wraps
/// a copy in a new box (rule 16.1: a snapshot is a value).
///
/// The identifiers live in Swift, out of Lua's sight: the box counts them against the state's
/// cap (`LuaMemoryAccount`), as a world counts its rows, so a loop of `appendItems` under
/// `--memory-limit` ends in a memory error instead of filling the machine.
final class SnapshotBox {
    @exclusivity(unchecked) private(set) var snapshot: LuaSnapshot
    /// UIKit's "moved into place" warnings of the edits since the last apply (rule 16.3), oldest
    /// first: a snapshot belongs to no world, so the data source's `apply` hands them to
    /// `world.log` and empties this.
    @exclusivity(unchecked) var warnings: [String] = []

    /// What one identifier (or mark) costs in Swift, roughly: its slot in an array and an entry
    /// of an index map (a string's characters beyond the inline 15 bytes are not counted).
    static let bytesPerIdentifier = 128
    private let account: LuaMemoryAccount?
    /// What the box holds counted now.
    @exclusivity(unchecked) private var reserved = 0

    /// A box for `snapshot`, counted in `account` (nil: not counted).
    init(_ snapshot: LuaSnapshot = LuaSnapshot(), account: LuaMemoryAccount?) {
        self.snapshot = snapshot
        self.account = account
        let need = Self.bytes(of: snapshot)
        // refused: the call making the box ends in a memory error once Swift returns
        if account?.reserve(need) ?? false { reserved = need }
    }

    deinit { account?.release(reserved) }

    /// Runs an edit that adds at most `adding` identifiers or marks, raising UIKit's reason as
    /// the Lua error (rules 16.20-16.22) and keeping its warning for the log. When the memory
    /// is refused the edit does not run: the call ends in a memory error once Swift returns.
    /// `body` returns the warning, nil when there is none.
    func edit(adding n: Int, _ body: (inout LuaSnapshot) throws(UIKitException) -> String?) throws(LuaCallError) {
        let grow = n * Self.bytesPerIdentifier
        if let account {
            guard account.reserve(grow) else { return }
            reserved += grow
        }
        defer { settle() }
        if let warning = try diffableCall({ () throws(UIKitException) in try body(&snapshot) }) { warnings.append(warning) }
    }

    /// Gives back what the snapshot no longer holds after an edit.
    private func settle() {
        let need = Self.bytes(of: snapshot)
        guard let account, need < reserved else { return }
        account.release(reserved - need)
        reserved = need
    }

    private static func bytes(of s: LuaSnapshot) -> Int {
        let marks = s.reloadedItemIdentifiers.count + s.reconfiguredItemIdentifiers.count + s.reloadedSectionIdentifiers.count
        return (s.numberOfItems + s.numberOfSections + marks) * bytesPerIdentifier
    }

    /// The box at argument `i`, or Lua's `bad argument #i (Snapshot expected, got ...)`. Never
    /// raises (the metatable is compared, no Lua call).
    static func at(_ args: LuaArguments, _ i: Int32, in state: LuaState, as type: LuaObjectType<SnapshotBox>)
        throws(LuaCallError) -> SnapshotBox {
        try state.object(args, i, type)
    }

    /// `Snapshot(2 sections, 5 items)`.
    var description: String {
        let s = snapshot.numberOfSections, i = snapshot.numberOfItems
        return "Snapshot(\(s) section\(s == 1 ? "" : "s"), \(i) item\(i == 1 ? "" : "s"))"
    }
}
