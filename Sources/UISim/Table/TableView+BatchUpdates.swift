// TableView+BatchUpdates: beginUpdates/endUpdates, performBatchUpdates, and the insert, delete,
// reload and move calls, each in a crashing (UIKit) and a throwing (Checked) form (rules 2.1–2.9).

extension TableView {
    // MARK: - Blocks (rule 2.1)

    /// Opens a batch; blocks nest, and only the outermost `endUpdates()` applies (rule 2.1).
    ///
    /// A table that never loaded loads now, so the counts "before" are the data source's now
    /// (rule 2.6): update the model inside the block, not before it.
    public func beginUpdates() {
        world.perform {
            layoutForQuery()
            updates.begin()
        }
        _checkInvariants()
    }

    /// Closes a batch; the outermost close checks and applies it (rules 2.2–2.8).
    ///
    /// An empty batch re-reads row heights without reloading cells and animates the change
    /// (rule 2.10). A batch that does not add up crashes like UIKit (`world.uncaughtException`);
    /// use `endUpdatesChecked()` to get the error instead.
    public func endUpdates() {
        do { try endUpdatesChecked() } catch { world.uncaughtException(error) }
    }

    /// `endUpdates()` that throws instead of crashing.
    ///
    /// [SIM] After an exception the recorded changes are dropped and the table reloads from its
    /// data source (as after `reloadData()`), so it stays consistent for the caller.
    /// - Throws: `UIKitException` with UIKit's reason.
    public func endUpdatesChecked() throws(UIKitException) {
        try closeBlock(completion: nil)
    }

    /// Runs `updates` as one batch and calls `completion` when its animations end (rule 2.1).
    ///
    /// `completion` gets `false` if the animations were interrupted. It runs on the next frame
    /// when nothing animated (rule 7.5). Inside an enclosing `View.animate` block the update takes
    /// that block's duration and curve (rules 2.11, 7.8).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do { try performBatchUpdatesChecked(updates, completion: completion) } catch { world.uncaughtException(error) }
    }

    /// `performBatchUpdates(_:completion:)` that throws instead of crashing.
    /// - Throws: `UIKitException` with UIKit's reason; `completion` is then never called.
    public func performBatchUpdatesChecked(_ updates: (() -> Void)?,
                                           completion: ((Bool) -> Void)? = nil) throws(UIKitException) {
        beginUpdates()
        world.perform { updates?() }
        try closeBlock(completion: completion)
    }

    // MARK: - Rows

    /// Inserts rows at their paths in the final table (`insertRows(at:with:)`, rule 2.2).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        do { try insertRowsChecked(at: indexPaths, with: animation) } catch { world.uncaughtException(error) }
    }

    /// `insertRows(at:with:)` that throws instead of crashing (outside a batch it applies now).
    public func insertRowsChecked(at indexPaths: [IndexPath], with animation: RowAnimation) throws(UIKitException) {
        try change {
            updates.insert(indexPaths)
            for p in indexPaths { pendingRowAnimations.arrivingRows[p] = animation }
        }
    }

    /// Deletes rows at their paths before the batch (`deleteRows(at:with:)`, rule 2.2).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        do { try deleteRowsChecked(at: indexPaths, with: animation) } catch { world.uncaughtException(error) }
    }

    /// `deleteRows(at:with:)` that throws instead of crashing.
    public func deleteRowsChecked(at indexPaths: [IndexPath], with animation: RowAnimation) throws(UIKitException) {
        try change {
            updates.delete(indexPaths)
            for p in indexPaths { pendingRowAnimations.leavingRows[p] = animation }
        }
    }

    /// Reloads rows: their cells are made again and they leave the selection (rule 1.22).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        do { try reloadRowsChecked(at: indexPaths, with: animation) } catch { world.uncaughtException(error) }
    }

    /// `reloadRows(at:with:)` that throws instead of crashing.
    public func reloadRowsChecked(at indexPaths: [IndexPath], with animation: RowAnimation) throws(UIKitException) {
        try change {
            updates.reload(indexPaths)
            for p in indexPaths {
                pendingRowAnimations.leavingRows[p] = animation
                pendingRowAnimations.reloadedRows[p] = animation
            }
        }
    }

    /// Moves a row from its path before the batch to its path after it (rule 2.3).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        do { try moveRowChecked(at: indexPath, to: newIndexPath) } catch { world.uncaughtException(error) }
    }

    /// `moveRow(at:to:)` that throws instead of crashing.
    public func moveRowChecked(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(UIKitException) {
        try change { updates.move(indexPath, to: newIndexPath) }
    }

    // MARK: - Sections (rule 2.4)

    /// Inserts sections, moving down those at and after each index (`insertSections(_:with:)`).
    public func insertSections(_ sections: [Int], with animation: RowAnimation) {
        do { try insertSectionsChecked(sections, with: animation) } catch { world.uncaughtException(error) }
    }

    /// `insertSections(_:with:)` that throws instead of crashing.
    public func insertSectionsChecked(_ sections: [Int], with animation: RowAnimation) throws(UIKitException) {
        try change {
            updates.insertSections(sections)
            for s in sections { pendingRowAnimations.arrivingSections[s] = animation }
        }
    }

    /// Deletes sections, moving up those after them (`deleteSections(_:with:)`).
    public func deleteSections(_ sections: [Int], with animation: RowAnimation) {
        do { try deleteSectionsChecked(sections, with: animation) } catch { world.uncaughtException(error) }
    }

    /// `deleteSections(_:with:)` that throws instead of crashing.
    public func deleteSectionsChecked(_ sections: [Int], with animation: RowAnimation) throws(UIKitException) {
        try change {
            updates.deleteSections(sections)
            for s in sections { pendingRowAnimations.leavingSections[s] = animation }
        }
    }

    /// Reloads sections: their rows are made again and leave the selection.
    public func reloadSections(_ sections: [Int], with animation: RowAnimation) {
        do { try reloadSectionsChecked(sections, with: animation) } catch { world.uncaughtException(error) }
    }

    /// `reloadSections(_:with:)` that throws instead of crashing.
    public func reloadSectionsChecked(_ sections: [Int], with animation: RowAnimation) throws(UIKitException) {
        try change {
            updates.reloadSections(sections)
            for s in sections {
                pendingRowAnimations.leavingSections[s] = animation
                pendingRowAnimations.reloadedSections[s] = animation
            }
        }
    }

    /// Moves a section from its index before the batch to its index after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        do { try moveSectionChecked(section, toSection: newSection) } catch { world.uncaughtException(error) }
    }

    /// `moveSection(_:toSection:)` that throws instead of crashing.
    public func moveSectionChecked(_ section: Int, toSection newSection: Int) throws(UIKitException) {
        try change { updates.moveSection(section, to: newSection) }
    }

    // MARK: - Internal

    /// Records a change as its own batch; inside an open batch, only records it (rule 2.5).
    private func change(_ record: () -> Void) throws(UIKitException) {
        beginUpdates()
        record()
        try closeBlock(completion: nil)
    }

    /// Closes one block; the outermost checks the batch against the counts and applies it.
    private func closeBlock(completion: ((Bool) -> Void)?) throws(UIKitException) {
        var failure: UIKitException?
        world.perform {
            let outermost: Bool
            do throws(UIKitException) { outermost = try updates.end() } catch {
                failure = error
                return
            }
            if let completion { batchCompletions.append(completion) }
            guard outermost else { return }
            let completions = batchCompletions
            batchCompletions = []
            let animations = pendingRowAnimations
            pendingRowAnimations = PendingRowAnimations()
            do throws(UIKitException) {
                let plan = try updates.plan(before: loadedCounts ?? [], after: countsFromDataSource())
                updates.removeAll()
                apply(plan, animations: animations) { finished in
                    for c in completions { c(finished) }
                }
            } catch {
                failure = error
                updates.reset()
                reloadData()
            }
        }
        _checkInvariants()
        if let failure { throw failure }
    }
}
