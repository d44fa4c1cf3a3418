// ReusePool: the reuse queues of a list — registered cell makers and the cells waiting to be
// handed out again.

/// What a reuse queue needs of a view: the queue it belongs to and the reset before reuse.
public protocol Reusable: AnyObject {
    /// The reuse queue; nil means never reused.
    var reuseIdentifier: String? { get }
    /// Called before the view is handed out again.
    func prepareForReuse()
}

extension ListCell: Reusable {}

/// The cells a list keeps for reuse, by reuse identifier, and how to make new ones.
///
/// A list shows cells only for visible rows (items); a cell that scrolls out is enqueued here
/// and handed out again by the next dequeue with its identifier, so a long list makes only a
/// screenful of cells. Registration (`register(_:factory:)`) is what `dequeueReusableCell(
/// withIdentifier:for:)` requires: with nothing registered and nothing queued, UIKit raises
/// (rule 2.8) and the list turns `dequeue` returning nil into that exception.
///
/// Generic over the cell type, so the table keeps `TableViewCell`s and the collection its own,
/// and the table its header and footer views (`TableViewHeaderFooterView`, rule 17.2).
public struct ReusePool<Cell: Reusable> {
    /// A maker of new cells for one identifier.
    public typealias Factory = (_ identifier: String) -> Cell

    /// The registered makers and the waiting cells, one entry per identifier, in a flat array
    /// searched by comparing identifiers: a list has one to a few identifiers, and a hashed
    /// dictionary hashed the identifier's text with SipHash on every dequeue (about 3 % of
    /// `uisim-bench scenario`, which dequeues 20 cells).
    private var entries: [Entry] = []
    /// How many cells the factories made (to check that cells are reused).
    public private(set) var createdCount = 0

    private struct Entry {
        let identifier: String
        var factory: Factory?
        var queue: [Cell] = []
    }

    /// Creates an empty pool.
    public init() {}

    private func index(of identifier: String) -> Int? {
        entries.firstIndex { $0.identifier == identifier }
    }

    /// Registers how to make cells for `identifier`; nil unregisters. Queued cells stay.
    public mutating func register(_ identifier: String, factory: Factory?) {
        if let i = index(of: identifier) {
            entries[i].factory = factory
        } else if let factory {
            entries.append(Entry(identifier: identifier, factory: factory))
        }
    }

    /// Whether a factory is registered for `identifier`.
    public func isRegistered(_ identifier: String) -> Bool {
        index(of: identifier).map { entries[$0].factory != nil } ?? false
    }

    /// A queued cell for `identifier`, or a new one from its factory, or nil if neither.
    ///
    /// A queued cell gets `prepareForReuse()` before it is returned, as UIKit does.
    /// - Returns: the cell and whether it was made just now.
    public mutating func dequeue(_ identifier: String) -> (cell: Cell, isNew: Bool)? {
        guard let i = index(of: identifier) else { return nil }
        if let cell = entries[i].queue.popLast() {
            cell.prepareForReuse()
            return (cell, false)
        }
        guard let make = entries[i].factory else { return nil }
        createdCount += 1
        return (make(identifier), true)
    }

    /// Puts `cell` back for reuse. Cells without a reuse identifier are dropped.
    public mutating func enqueue(_ cell: Cell) {
        guard let id = cell.reuseIdentifier else { return }
        if let i = index(of: id) {
            entries[i].queue.append(cell)
        } else {
            entries.append(Entry(identifier: id, factory: nil, queue: [cell]))
        }
    }

    /// How many cells wait in the queue for `identifier`.
    public func queuedCount(for identifier: String) -> Int { index(of: identifier).map { entries[$0].queue.count } ?? 0 }

    /// How many cells wait in all queues.
    public var queuedCount: Int { entries.reduce(0) { $0 + $1.queue.count } }

    /// Whether `cell` is waiting in a queue.
    public func contains(_ cell: Cell) -> Bool {
        guard let id = cell.reuseIdentifier, let i = index(of: id) else { return false }
        return entries[i].queue.contains { $0 === cell }
    }

    /// Drops every queued cell; registrations stay.
    public mutating func removeQueued() {
        for i in entries.indices { entries[i].queue = [] }
    }
}
