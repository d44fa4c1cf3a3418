// CollectionView+Taps: what a user's touch does — highlight on touch down, selection on touch
// up, in the delegate order UICollectionView.h documents (rules 3.3, 3.5, 3.6).

extension CollectionView {
    /// The item under the finger, if a touch is in progress.
    public var touchedIndexPath: IndexPath? { touch?.indexPath }

    // MARK: - User input

    /// The finger goes down on an item: `shouldHighlightItemAt`; if it allows, the cell gets
    /// `setHighlighted(true, animated: false)` and the delegate `didHighlightItemAt` (rule 3.5,
    /// touch begins).
    ///
    /// [SIM] While selection is not allowed in the current mode (rule 3.1) a touch does
    /// nothing and calls no delegate method. A touch already down is cancelled first. Any item
    /// can be touched; one scrolled off screen has no cell to highlight.
    /// - Precondition: `indexPath` names an item.
    public func touchDown(at indexPath: IndexPath) {
        world.markRecordings("touch down \(indexPath)")
        // a touch on a decelerating list stops it instead (rule 12.8)
        world.perform { if !catchScroll() { beginTouch(at: indexPath) } }
        _checkInvariants()
    }

    /// The finger lifts on the item it went down on: selection or deselection, then the
    /// highlight goes, `didUnhighlightItemAt` last (rule 3.5, touch lifts).
    ///
    /// - Multiple selection, item selected: `shouldDeselectItemAt`; if allowed, the cell gets
    ///   `setSelected(false, animated: false)` and the delegate `didDeselectItemAt`.
    /// - Otherwise: `shouldSelectItemAt`; if allowed, in single mode every other selected item
    ///   is deselected (cell, then `didDeselectItemAt`, with no `shouldDeselect`: rule 3.5
    ///   [SIM]), then the cell gets `setSelected(true, animated: false)` and the delegate
    ///   `didSelectItemAt`. [SIM] An item already selected in single mode stays selected and
    ///   gets `shouldSelect`/`didSelect` again (as rule 1.16 for the table).
    /// - On iOS ≥ 16 in single mode: `canPerformPrimaryActionForItemAt`, then
    ///   `performPrimaryActionForItemAt`, whatever `shouldSelectItemAt` answered (rule 3.40).
    /// - Last: the cell gets `setHighlighted(false, animated: false)`, then
    ///   `didUnhighlightItemAt`.
    ///
    /// [SIM] (rule 3.6) If `shouldHighlightItemAt` refused, the touch-down deselected the
    /// selection in single mode, and the lift selects nothing and calls nothing. A lift on
    /// another item than the one touched is a cancel; a lift with no touch in progress does
    /// nothing.
    public func touchUp(at indexPath: IndexPath) {
        world.markRecordings("finger lift \(indexPath)")
        world.perform {
            updateVisibleCells()
            guard let t = touch else { return }
            guard t.indexPath == indexPath else { return cancel(t) }
            touch = nil
            guard t.isHighlighted, isSelectionEnabled, hasItem(at: indexPath) else { return }
            if selectionMode == .multiple {
                if selection.contains(indexPath) { userDeselect(indexPath) } else { userSelect(indexPath) }
            } else {
                userSelect(indexPath)
                performPrimaryAction(indexPath)
            }
            unhighlight(indexPath)
        }
        _checkInvariants()
    }

    /// The touch ends without a selection (it became a scroll): the highlight goes, with
    /// `didUnhighlightItemAt`, and the selection stays ([SIM], as rule 1.15 for the table).
    public func touchCancel(at indexPath: IndexPath) {
        world.markRecordings("touch cancel \(indexPath)")
        world.perform {
            if let t = touch, t.indexPath == indexPath { cancel(t) }
        }
        _checkInvariants()
    }

    /// A tap: `touchDown(at:)` then `touchUp(at:)` at the same instant.
    public func tap(at indexPath: IndexPath) {
        touchDown(at: indexPath)
        touchUp(at: indexPath)
    }

    // MARK: - Internal

    /// Selects after a touch-up (rule 3.5, select branch).
    private func userSelect(_ tapped: IndexPath) {
        guard ask("collectionView(_:shouldSelectItemAt: \(tapped))", default: true, {
            $0.collectionView(self, shouldSelectItemAt: tapped)
        }), hasItem(at: tapped) else { return }
        if selectionMode == .single { deselectAllByTouch(except: tapped) }
        guard hasItem(at: tapped) else { return }
        selection.insert(tapped)
        setCellSelected(at: tapped, true, animated: false)
        tell("collectionView(_:didSelectItemAt: \(tapped))") { $0.collectionView(self, didSelectItemAt: tapped) }
    }

    /// iOS ≥ 16: `canPerformPrimaryActionForItemAt`, then `performPrimaryActionForItemAt` for the
    /// tapped item, whether or not it was selected (rule 3.40). [SIM] Only in single mode, and
    /// before the unhighlight, which the header puts last (rule 3.5).
    private func performPrimaryAction(_ tapped: IndexPath) {
        guard world.uikit.listsPerformPrimaryActions, hasItem(at: tapped),
              ask("collectionView(_:canPerformPrimaryActionForItemAt: \(tapped))", default: !isEditing, {
                  $0.collectionView(self, canPerformPrimaryActionForItemAt: tapped)
              }) else { return }
        tell("collectionView(_:performPrimaryActionForItemAt: \(tapped))") {
            $0.collectionView(self, performPrimaryActionForItemAt: tapped)
        }
    }

    /// Deselects every selected item but `kept`, as a touch does in single mode: for each, the
    /// cell, then `didDeselectItemAt`, with no `shouldDeselect` (rule 3.5 [SIM]). Each is looked
    /// up again before it goes, since a delegate call may have changed the selection.
    private func deselectAllByTouch(except kept: IndexPath? = nil) {
        for old in selection.all ?? [] where old != kept {
            guard selection.remove(old) else { continue }
            setCellSelected(at: old, false, animated: false)
            tell("collectionView(_:didDeselectItemAt: \(old))") { $0.collectionView(self, didDeselectItemAt: old) }
        }
    }

    /// Deselects a selected item after a touch-up in multiple mode (rule 3.5, deselect branch).
    private func userDeselect(_ tapped: IndexPath) {
        guard ask("collectionView(_:shouldDeselectItemAt: \(tapped))", default: true, {
            $0.collectionView(self, shouldDeselectItemAt: tapped)
        }), selection.remove(tapped) else { return }
        setCellSelected(at: tapped, false, animated: false)
        tell("collectionView(_:didDeselectItemAt: \(tapped))") { $0.collectionView(self, didDeselectItemAt: tapped) }
    }

    /// Ends a touch without selecting.
    func cancel(_ t: ListTouch) {
        touch = nil
        if t.isHighlighted { unhighlight(t.indexPath) }
    }

    /// Takes the highlight off an item: the cell first, then the delegate — always the last
    /// step of a tap (rule 3.5).
    private func unhighlight(_ p: IndexPath) {
        setCellHighlighted(at: p, false, animated: false)
        tell("collectionView(_:didUnhighlightItemAt: \(p))") { $0.collectionView(self, didUnhighlightItemAt: p) }
    }
}

extension CollectionView: ListTouchHandling {
    func prepareTouch(at indexPath: IndexPath) {
        precondition(isValid(indexPath), "touchDown(at:) needs an item of the collection view; \(indexPath) is not one")
        updateVisibleCells()
    }

    var acceptsTouches: Bool { isSelectionEnabled }

    func shouldHighlight(_ indexPath: IndexPath) -> Bool {
        ask("collectionView(_:shouldHighlightItemAt: \(indexPath))", default: true) {
            $0.collectionView(self, shouldHighlightItemAt: indexPath)
        }
    }

    func didHighlight(_ indexPath: IndexPath) {
        tell("collectionView(_:didHighlightItemAt: \(indexPath))") { $0.collectionView(self, didHighlightItemAt: indexPath) }
    }

    /// [SIM] (rule 3.6, one observation) A refused highlight in single mode deselects the current
    /// selection at once, as a tap on another item would (cell, then `didDeselectItemAt`, rule
    /// 3.5); the lift then selects nothing. In multiple mode the selection stays.
    func highlightRefused(at indexPath: IndexPath) {
        guard selectionMode == .single else { return }
        deselectAllByTouch()
    }
}
