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

    /// Records `call` and gives `answer` back.
    private func note<T>(_ call: String, _ answer: T) -> T {
        calls.append(call)
        return answer
    }

    // MARK: Table

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("shouldHighlight \(indexPath)", true)
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelect \(indexPath)", willSelect(indexPath))
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        note("didSelect \(indexPath)", ())
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willDeselect \(indexPath)", indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        note("didDeselect \(indexPath)", ())
    }
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        note("canPerformPrimaryAction \(indexPath)", canPerform(indexPath))
    }
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        note("performPrimaryAction \(indexPath)", ())
    }

    // MARK: Collection

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        note("shouldHighlight \(indexPath)", true)
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        note("shouldSelect \(indexPath)", true)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        note("didSelect \(indexPath)", ())
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        note("shouldDeselect \(indexPath)", true)
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        note("didDeselect \(indexPath)", ())
    }
    func collectionView(_ collectionView: CollectionView,
                        canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        note("canPerformPrimaryAction \(indexPath)", canPerform(indexPath))
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        note("performPrimaryAction \(indexPath)", ())
    }
}
