// SelectionRecorder: a table and collection delegate that records every selection call it gets,
// so "no delegate callbacks" (rule 8.7) is checked against a delegate that would hear them.
@testable import UISim

/// Implements every selection and highlight method of both list delegates, each answering as
/// UIKit's default would, and records the call.
final class SelectionRecorder: TableViewDelegate, CollectionViewDelegate {
    private(set) var calls: [String] = []
    /// What `willSelectRowAt` answers (default: the row itself).
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    /// What `canPerformPrimaryAction…At` answers.
    var canPerform: (IndexPath) -> Bool = { _ in true }

    func forget() { calls = [] }

    // MARK: Table

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath)")
        return true
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath)")
        return willSelect(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath)")
    }
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        calls.append("canPerformPrimaryAction \(indexPath)")
        return canPerform(indexPath)
    }
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        calls.append("performPrimaryAction \(indexPath)")
    }

    // MARK: Collection

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView,
                        canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        calls.append("canPerformPrimaryAction \(indexPath)")
        return canPerform(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("performPrimaryAction \(indexPath)")
    }
}
