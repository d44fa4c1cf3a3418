// UIKitException: the Objective-C exceptions UIKit raises on misuse of its lists, as a Swift
// error with UIKit's exact words, rendered here and nowhere else.

/// An exception UIKit would raise (and an app would crash on), with UIKit's name and reason.
///
/// The throwing variants of the list APIs (`endUpdatesChecked()`, `performBatchUpdatesChecked`,
/// `dequeueReusableCellChecked`, ...) throw it, so a caller that can report errors (the Lua
/// bridge) keeps running; the UIKit-named methods pass it to `World.uncaughtException(_:)`,
/// which crashes the way an app does.
///
/// Wording: cases marked [OBS] in their doc comment reproduce the classic reason strings of
/// spec rule 2.8 character for character (single space, no " Table view: <…>" suffix, rule
/// 2.9); the collection view's forms say "items" and "collection view" (rule 3.7). Cases
/// marked [SIM] are messages the spec does not record: their wording follows UIKit's style
/// and is the simulation's choice. Index paths print as `<NSIndexPath> {length = 2, path =
/// S - R}`, UIKit's format without the object address, which would differ on every run.
public enum UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: - Batch update counts (rules 2.7, 2.8)

    /// [OBS] The section count after an update does not add up.
    case invalidNumberOfSections(ListKind, after: Int, before: Int, inserted: Int, deleted: Int)
    /// [OBS] A section's row (item) count after an update does not add up.
    case invalidNumberOfRows(ListKind, section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                             movedIn: Int, movedOut: Int)

    // MARK: - Batch update ranges (rule 2.8)

    /// [OBS] A delete (or reload) names a row past the end of its section before the update.
    case deleteRowOutOfRange(ListKind, row: Int, section: Int, count: Int)
    /// [OBS] An insert names a row past the end of its section after the update.
    case insertRowOutOfRange(ListKind, row: Int, section: Int, count: Int)
    /// [SIM] A delete (or reload) names a section that does not exist before the update.
    case deleteSectionOutOfRange(ListKind, section: Int, count: Int)
    /// [SIM] An insert names a section that does not exist after the update.
    case insertSectionOutOfRange(ListKind, section: Int, count: Int)
    /// [SIM] A move's source is not in the list before the update.
    case moveSourceOutOfRange(ListKind, IndexPath, count: Int)
    /// [SIM] A move's destination is not in the list after the update.
    case moveDestinationOutOfRange(ListKind, IndexPath, count: Int)
    /// [SIM] A section move names a section outside the list before or after the update.
    case moveSectionOutOfRange(ListKind, from: Int, to: Int, before: Int, after: Int)

    // MARK: - Batch update conflicts

    /// [OBS] One row is moved and reloaded (or moved twice) in one batch (rule 2.3).
    case twoAnimationsForCell
    /// [SIM] One row is deleted and reloaded in one batch.
    case deleteAndReloadSamePath(IndexPath)
    /// [SIM] One row is deleted and moved in one batch.
    case deleteAndMoveSamePath(IndexPath)
    /// [SIM] A row is inserted where another row is moved to.
    case insertAndMoveToSamePath(IndexPath)
    /// [SIM] Two moves end at the same index path.
    case twoMovesToSamePath(IndexPath)
    /// [SIM] A row is moved out of a section that the same batch deletes or reloads.
    case moveFromDeletedSection(IndexPath)
    /// [SIM] A section (before the update) is deleted, reloaded or moved more than once.
    case conflictingSectionUpdates(section: Int)
    /// [SIM] Two section inserts or moves end at the same section index.
    case conflictingSectionDestinations(section: Int)
    /// [SIM] `endUpdates()` without a matching `beginUpdates()`.
    case endUpdatesWithoutBegin(ListKind)

    // MARK: - Cells and scrolling

    /// [OBS] `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing registered.
    case unregisteredReuseIdentifier(ListKind, identifier: String)
    /// [SIM] Scrolling to an index path outside the list (the classic range message).
    case scrollToInvalidIndexPath(ListKind, IndexPath, rowsInSection: Int, sections: Int)
    /// [DOC] A collection scroll position combining two positions of one group (rule 3.4); the
    /// reason's wording is [SIM] (`CollectionView.ScrollPosition.invalidReason`).
    case invalidScrollPosition(reason: String)

    /// [OBS] `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` with a kind and
    /// identifier nothing registered (rule 17.9).
    case unregisteredSupplementaryView(kind: String, identifier: String)
    /// [OBS] `viewForSupplementaryElementOfKind` answered nil or a view it did not dequeue in
    /// that call (rule 17.9).
    case supplementaryViewNotDequeued(kind: String, IndexPath)

    // MARK: - Presentation

    /// [OBS] Presenting a controller that is already presented (rule 15.9).
    case presentActiveController(presented: String)

    // MARK: - Diffable snapshots (rules 16.20-16.23; identifiers arrive rendered, rule 16.23)

    /// [OBS] One call supplies the same item identifier twice (rule 16.20).
    case diffableDuplicateItems([String])
    /// [OBS] One call supplies the same section identifier twice (rule 16.20).
    case diffableDuplicateSections([String])
    /// [OBS] Sections appended or inserted that the snapshot already has (rule 16.20).
    case diffableSectionExists([String])
    /// [OBS] Items appended to a snapshot without sections (rule 16.21).
    case diffableNoSections
    /// [OBS] An unknown destination or moved identifier: UIKit's assertion text (rule 16.22).
    case diffableInvalidParameter(String)
    /// [OBS] `reloadItems`/`reconfigureItems` of an identifier not in the snapshot (rule 16.22).
    case diffableMissingItem(op: String, String)
    /// [SIM] `reloadSections` of a section not in the snapshot (rule 16.22, by analogy).
    case diffableMissingSection(String)
    /// [OBS] An unknown section named by `numberOfItems(inSection:)` / `itemIdentifiers(inSection:)` (16.22).
    case diffableSectionNotFound
    /// [OBS] The destination is among the identifiers inserted, or is the one moved (rule 16.22); the
    /// update's description is [SIM] (UIKit prints an object address).
    case diffableDestinationInInsertion(destination: String, action: String, identifiers: [String])

    // MARK: - Reconfiguring cells

    /// [SIM] While reconfiguring an item (rule 16.14), the cell provider dequeued another reuse
    /// identifier than the existing cell's, or returned another cell; UIKit's words are not
    /// published, these are in its style.
    case reconfigureDifferentCell
    /// A diffable data source's cell provider answered nil (rule 16.12: UIKit crashes; these
    /// words are the simulation's [SIM]).
    case cellProviderReturnedNil(ListKind, IndexPath)

    // MARK: - Rendering (the one place that chooses words)

    /// The Objective-C exception name.
    public var name: String {
        switch self {
        case .scrollToInvalidIndexPath(.table, _, _, _): "NSRangeException"
        case .scrollToInvalidIndexPath(.collection, _, _, _): "NSInvalidArgumentException"
        case .invalidScrollPosition: "NSInvalidArgumentException"
        case .presentActiveController: "NSInvalidArgumentException"
        default: "NSInternalInconsistencyException"
        }
    }

    /// The exception's reason, UIKit's words (see the type's discussion for [OBS]/[SIM]).
    public var reason: String {
        switch self {
        case let .invalidNumberOfSections(k, after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the "
                + "\(k.viewName) after the update (\(after)) must be equal to the number of sections contained "
                + "in the \(k.viewName) before the update (\(before)), plus or minus the number of sections "
                + "inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case let .invalidNumberOfRows(k, section, after, before, inserted, deleted, movedIn, movedOut):
            let e = k.elements
            return "Invalid update: invalid number of \(e) in section \(section). The number of \(e) contained "
                + "in an existing section after the update (\(after)) must be equal to the number of \(e) "
                + "contained in that section before the update (\(before)), plus or minus the number of \(e) "
                + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
                + "or minus the number of \(e) moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out)."
        case let .deleteRowOutOfRange(k, row, section, count):
            return "attempt to delete \(k.element) \(row) from section \(section) which only contains "
                + "\(count) \(k.elements) before the update"
        case let .insertRowOutOfRange(k, row, section, count):
            return "attempt to insert \(k.element) \(row) into section \(section), but there are only "
                + "\(count) \(k.elements) in section \(section) after the update"
        case let .deleteSectionOutOfRange(_, section, count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case let .insertSectionOutOfRange(_, section, count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case let .moveSourceOutOfRange(k, path, count):
            return "attempt to move \(k.element) \(path.row) from section \(path.section) which only contains "
                + "\(count) \(k.elements) before the update"
        case let .moveDestinationOutOfRange(k, path, count):
            return "attempt to move \(k.element) \(path.row) into section \(path.section), but there are only "
                + "\(count) \(k.elements) in section \(path.section) after the update"
        case let .moveSectionOutOfRange(_, from, to, before, after):
            return "attempt to move section \(from) to section \(to), but there are only \(before) sections "
                + "before the update and \(after) sections after the update"
        case .twoAnimationsForCell:
            return "Attempt to create two animations for cell"
        case let .deleteAndReloadSamePath(p):
            return "attempt to delete and reload the same index path (\(Self.nsIndexPath(p)))"
        case let .deleteAndMoveSamePath(p):
            return "attempt to perform a delete and a move from the same index path (\(Self.nsIndexPath(p)))"
        case let .insertAndMoveToSamePath(p):
            return "attempt to perform an insert and a move to the same index path (\(Self.nsIndexPath(p)))"
        case let .twoMovesToSamePath(p):
            return "attempt to move two index paths to the same index path (\(Self.nsIndexPath(p)))"
        case let .moveFromDeletedSection(p):
            return "attempt to move index path (\(Self.nsIndexPath(p))) out of section \(p.section), "
                + "which is being deleted or reloaded"
        case let .conflictingSectionUpdates(section):
            return "attempt to perform more than one delete, reload or move of section \(section)"
        case let .conflictingSectionDestinations(section):
            return "attempt to insert or move more than one section to section \(section)"
        case let .endUpdatesWithoutBegin(k):
            return "-[\(k.className) endUpdates] called without a matching beginUpdates"
        case let .unregisteredReuseIdentifier(.table, identifier):
            return "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard"
        case let .unregisteredReuseIdentifier(.collection, identifier):
            return "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) "
                + "- must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .scrollToInvalidIndexPath(.table, path, rows, sections):
            if path.section < 0 || path.section >= sections {
                return "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: "
                    + "section (\(path.section)) beyond bounds (\(sections))."
            }
            return "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: "
                + "row (\(path.row)) beyond bounds (\(rows)) for section (\(path.section))."
        case let .scrollToInvalidIndexPath(.collection, path, _, _):
            return "attempt to scroll to invalid index path: \(Self.nsIndexPath(path))"
        case let .invalidScrollPosition(reason):
            return reason
        case let .unregisteredSupplementaryView(kind, identifier):
            return "could not dequeue a view of kind: \(kind) with identifier \(identifier) "
                + "- must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .supplementaryViewNotDequeued(kind, path):
            return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
                + "(\(kind),\(Self.nsIndexPath(path))) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"
        case let .presentActiveController(presented):
            return "Application tried to present modally an active controller <\(presented)>."
        case let .diffableDuplicateItems(ids):
            return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.nsSet(ids))"
        case let .diffableDuplicateSections(ids):
            return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.nsSet(ids))"
        case let .diffableSectionExists(ids):
            let one = ids.count == 1
            return "Diffable data source detected an attempt to insert or append \(ids.count) "
                + (one ? "section identifier that already exists" : "section identifiers that already exist")
                + " in the snapshot. Identifiers in a snapshot must be unique. "
                + (one ? "Section identifier that already exists: \(ids[0])" : "Section identifiers that already exist: \(Self.nsArray(ids))")
        case .diffableNoSections:
            return "There are currently no sections in the data source. Please add a section first."
        case let .diffableInvalidParameter(condition):
            return "Invalid parameter not satisfying: \(condition)"
        case let .diffableMissingItem(op, id):
            return "Attempted to \(op) item identifier that does not exist in the snapshot: \(id)"
        case let .diffableMissingSection(id):
            return "Attempted to reload section identifier that does not exist in the snapshot: \(id)"
        case .diffableSectionNotFound:
            return "Section identifier was not found. You can verify the section exists by calling the "
                + "indexOfSectionIdentifier API (which has O(1) performance)"
        case let .diffableDestinationInInsertion(destination, action, ids):
            return "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier "
                + "list for update: <_UIDiffableDataSourceUpdate - action: \(action); destination: \(destination); "
                + "identifiers: [\(ids.joined(separator: ", "))]>."
        case .reconfigureDifferentCell:
            return "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell "
                + "when reconfiguring an item, which is not allowed."
        case let .cellProviderReturnedNil(k, path):
            return "The cell provider of a \(k == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource") "
                + "returned nil for index path \(Self.nsIndexPath(path)); it must return a dequeued cell."
        }
    }

    /// What the crash log says, as UIKit prints an uncaught exception.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// An index path as `-[NSIndexPath description]` prints it, without the address.
    static func nsIndexPath(_ p: IndexPath) -> String {
        "<NSIndexPath> {length = 2, path = \(p.section) - \(p.row)}"
    }

    /// Identifiers as `-[NSSet description]` prints them: `{(`, one per line indented by four
    /// spaces, `)}` (rule 16.20).
    static func nsSet(_ ids: [String]) -> String {
        "{(\n" + ids.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }

    /// A string identifier as `-[NSSet description]` writes it (rule 16.23): bare when made of
    /// ASCII letters, digits, `_` and `.`, otherwise in double quotes with escapes.
    public static func identifierText(_ s: String) -> String {
        let bare = !s.isEmpty && s.unicodeScalars.allSatisfy { c in
            c == "_" || c == "." || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
        }
        return bare ? s : SceneText.quoted(s)
    }

    /// Identifiers as `-[NSArray description]` prints them (rules 16.3, 16.20).
    static func nsArray(_ ids: [String]) -> String {
        "(\n" + ids.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }
}
