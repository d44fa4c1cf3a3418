// CountEdits: the built-in count models of Lua's table and collection controllers, and how
// the edits of a batch reach them.
import UISim

/// The edits of a table's or collection's open batch, in UIKit's coordinates: deletes (and move
/// sources) name rows (items) and sections before the batch, inserts (and move destinations)
/// after it.
///
/// The edits reach the built-in model (`CountsModel.counts`) when the outermost batch closes,
/// just before UISim reads the counts, as an app updates its model inside the batch.
struct RowCountEdits {
    /// How many `beginUpdates` (or running `performBatchUpdates` blocks) are open.
    var depth = 0
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    /// Section moves: the section keeps its rows (after the batch's row edits) at its new index.
    var sectionMoves: [(from: Int, to: Int)] = []

    /// The counts after the edits. An edit naming a row or section that does not exist changes
    /// nothing: UIKit's check then raises, and the table reloads from the model.
    func applied(to old: [Int]) -> [Int] {
        var counts = old
        func exists(_ p: IndexPath) -> Bool { old.indices.contains(p.section) && (0..<old[p.section]).contains(p.row) }
        let deleted = Set(deletedRows.filter(exists))
        for p in deleted { counts[p.section] -= 1 }
        let moved = moves.filter { exists($0.from) && !deleted.contains($0.from) }
        for m in moved { counts[m.from.section] -= 1 }
        // Deleted and moved-away sections leave; inserted (empty) and moved-in sections take their
        // indexes after the batch, lowest first. A section reload keeps the model's count.
        let sectionsAfter = counts.count - deletedSections.filter(counts.indices.contains).count + insertedSections.count
        let movedSections = sectionMoves.filter {
            counts.indices.contains($0.from) && !deletedSections.contains($0.from) && (0..<sectionsAfter).contains($0.to)
        }
        let leaving = deletedSections.union(movedSections.map(\.from))
        var new: [Int] = counts.indices.filter { !leaving.contains($0) }.map { counts[$0] }
        let arriving = insertedSections.map { (at: $0, rows: 0) } + movedSections.map { (at: $0.to, rows: counts[$0.from]) }
        for a in arriving.sorted(by: { $0.at < $1.at }) where (0...new.count).contains(a.at) { new.insert(a.rows, at: a.at) }
        for p in insertedRows.sorted() where new.indices.contains(p.section) && (0...new[p.section]).contains(p.row) {
            new[p.section] += 1
        }
        for m in moved where new.indices.contains(m.to.section) { new[m.to.section] += 1 }
        return new.map { max(0, $0) }
    }
}

/// The built-in model of a controller made from Lua (`rows = {...}`, `items = {...}`): counts
/// per section that the `ui` edits (`tv:insertRows`, `cv:deleteItems`...) keep in step with the
/// view, so a spec edits without writing a model. A Lua data source has its own model instead.
protocol CountsModel: AnyObject {
    /// Rows (items) per section.
    var counts: [Int] { get set }
    /// The edits of the view's open batch, not yet in `counts`.
    var edits: RowCountEdits { get set }
}

extension RowCountsDataSource: CountsModel {
    var counts: [Int] {
        get { rows }
        set { rows = newValue }
    }
}

extension ItemCountsDataSource: CountsModel {
    var counts: [Int] {
        get { items }
        set { items = newValue }
    }
}

extension CountsModel {
    /// Records an edit; outside a batch it reaches the model at once.
    func record(_ edit: (inout RowCountEdits) -> Void) {
        edit(&edits)
        if edits.depth == 0 { commit() }
    }

    /// Applies the recorded edits to the model, keeping the batch open.
    func commit() {
        counts = edits.applied(to: counts)
        let depth = edits.depth
        edits = RowCountEdits()
        edits.depth = depth
    }

    /// Closes one batch level; the outermost applies the edits.
    func closeBatch() {
        guard edits.depth > 0 else { return }
        edits.depth -= 1
        if edits.depth == 0 { commit() }
    }
}

