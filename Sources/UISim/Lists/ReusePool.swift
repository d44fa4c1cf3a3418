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

    private var factories: [String: Factory] = [:]
    private var queues: [String: [Cell]] = [:]
    /// How many cells the factories made (to check that cells are reused).
    public private(set) var createdCount = 0

    /// Creates an empty pool.
    public init() {}

    /// Registers how to make cells for `identifier`; nil unregisters. Queued cells stay.
    public mutating func register(_ identifier: String, factory: Factory?) {
        factories[identifier] = factory
    }

    /// Whether a factory is registered for `identifier`.
    public func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A queued cell for `identifier`, or a new one from its factory, or nil if neither.
    ///
    /// A queued cell gets `prepareForReuse()` before it is returned, as UIKit does.
    /// - Returns: the cell and whether it was made just now.
    public mutating func dequeue(_ identifier: String) -> (cell: Cell, isNew: Bool)? {
        if var queue = queues[identifier], let cell = queue.popLast() {
            queues[identifier] = queue
            cell.prepareForReuse()
            return (cell, false)
        }
        guard let make = factories[identifier] else { return nil }
        createdCount += 1
        return (make(identifier), true)
    }

    /// Puts `cell` back for reuse. Cells without a reuse identifier are dropped.
    public mutating func enqueue(_ cell: Cell) {
        guard let id = cell.reuseIdentifier else { return }
        queues[id, default: []].append(cell)
    }

    /// How many cells wait in the queue for `identifier`.
    public func queuedCount(for identifier: String) -> Int { queues[identifier]?.count ?? 0 }

    /// How many cells wait in all queues.
    public var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Whether `cell` is waiting in a queue.
    public func contains(_ cell: Cell) -> Bool {
        guard let id = cell.reuseIdentifier else { return false }
        return queues[id]?.contains { $0 === cell } ?? false
    }

    /// Drops every queued cell; registrations stay.
    public mutating func removeQueued() { queues = [:] }
}
