// TableView+Taps: what a user's finger does — highlight on touch down, selection on touch up, a
// touch that turns into a scroll — with UIKit's order of calls (rules 1.12–1.18).

extension TableView {
    // MARK: - User input

    /// The finger goes down on a row: it highlights, nothing is selected yet (rules 1.12, 1.13).
    ///
    /// Calls `shouldHighlightRowAt`; if it allows, the cell gets `setHighlighted(true, animated:
    /// false)` and the delegate `didHighlightRowAt`. [SIM] While selection is not allowed in the
    /// current mode (rules 1.1, 1.2), a touch does nothing at all. A touch already down is
    /// cancelled first. Any row of the table can be touched; one that is not visible has no
    /// cell to highlight [SIM].
    /// - Precondition: `indexPath` is a row of the table.
    public func touchDown(at indexPath: IndexPath) {
        world.markRecordings("touch down \(indexPath)")
        world.perform {
            // a row swiped open closes, and the touch does nothing else (rule 13.8)
            if closeSwipeForTouch() { return }
            // a touch on a decelerating list stops it instead (rule 12.8)
            if catchScroll() { return }
            // a Delete button out takes the touch (rule 14.7)
            if hideDeleteConfirmationForTouch() { return }
            beginTouch(at: indexPath)
        }
        _checkInvariants()
    }

    /// The finger lifts from the row it went down on: the row is selected (rules 1.14–1.18).
    ///
    /// Order (rule 1.14): the highlight goes (`setHighlighted(false, animated: false)`, then
    /// `didUnhighlightRowAt` [SIM: before `willSelectRowAt`]); `willSelectRowAt` (nil refuses,
    /// another path redirects); in single mode each other selected row P gets
    /// `willDeselectRowAt(P)`, its cell `setSelected(false, animated: false)` and
    /// `didDeselectRowAt(P)`; the row's cell `setSelected(true, animated: false)`; the
    /// selection-changed notification; `didSelectRowAt`. A selected row tapped again in single
    /// mode stays selected and gets the select calls again (rule 1.16). In multiple mode a
    /// selected row is deselected instead (rule 1.18).
    ///
    /// Last, on iOS ≥ 16 in single-selection mode, the row's primary action (rule 1.14 step 6).
    ///
    /// A touch-up on another row than the touch-down is a drag: the touch is cancelled [SIM];
    /// one with no touch down does nothing.
    public func touchUp(at indexPath: IndexPath) {
        world.markRecordings("finger lift \(indexPath)")
        world.perform {
            layoutForQuery()
            guard let t = touch else { return }
            guard t.indexPath == indexPath else { return cancel(t) }
            touch = nil
            if t.isHighlighted { unhighlight(indexPath) }
            guard isSelectionEnabled, heights.contains(indexPath) else { return }
            if selectionMode == .multiple {
                if selection.contains(indexPath) { userDeselect(indexPath) } else { userSelect(indexPath) }
            } else {
                userSelect(indexPath)
                performPrimaryAction(indexPath)
            }
        }
        _checkInvariants()
    }

    /// The touch becomes a scroll: the highlight goes, nothing is selected, and the old
    /// selection stays (rule 1.15).
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

    /// Selects after a touch-up: rules 1.14, 1.16 and 1.18's first case.
    private func userSelect(_ tapped: IndexPath) {
        guard let target = ask("tableView(_:willSelectRowAt: \(tapped))", default: tapped, {
            $0.tableView(self, willSelectRowAt: tapped)
        }), heights.contains(target) else { return }
        if selectionMode == .single {
            for old in selection.all ?? [] where old != target {
                guard let other = ask("tableView(_:willDeselectRowAt: \(old))", default: old, {
                    $0.tableView(self, willDeselectRowAt: old)
                }) else {
                    world.record("UISim: willDeselectRowAt returned nil; \(old) stays selected with \(target) "
                        + "(rule 1.14 [SIM])")
                    continue
                }
                guard selection.remove(other) else { continue }
                setCellSelected(at: other, false, animated: false)
                tell("tableView(_:didDeselectRowAt: \(other))") { $0.tableView(self, didDeselectRowAt: other) }
            }
        }
        guard heights.contains(target) else { return }
        selection.insert(target)
        setCellSelected(at: target, true, animated: false)
        world.record("UITableView.selectionDidChangeNotification")
        tell("tableView(_:didSelectRowAt: \(target))") { $0.tableView(self, didSelectRowAt: target) }
    }

    /// iOS ≥ 16: `canPerformPrimaryActionForRowAt`, then `performPrimaryActionForRowAt` for the
    /// tapped row, whatever `willSelectRowAt` answered (rule 1.14 step 6). [SIM] Only in
    /// single-selection mode: a tap in multiple mode adds to or takes from a selection, which
    /// Apple's documentation excludes ("without extending an existing selection").
    private func performPrimaryAction(_ tapped: IndexPath) {
        guard world.uikit.listsPerformPrimaryActions, heights.contains(tapped),
              ask("tableView(_:canPerformPrimaryActionForRowAt: \(tapped))", default: !isEditing, {
                  $0.tableView(self, canPerformPrimaryActionForRowAt: tapped)
              }) else { return }
        tell("tableView(_:performPrimaryActionForRowAt: \(tapped))") {
            $0.tableView(self, performPrimaryActionForRowAt: tapped)
        }
    }

    /// Deselects a selected row after a touch-up in multiple mode (rule 1.18's second case).
    private func userDeselect(_ tapped: IndexPath) {
        guard let target = ask("tableView(_:willDeselectRowAt: \(tapped))", default: tapped, {
            $0.tableView(self, willDeselectRowAt: tapped)
        }), selection.remove(target) else { return }
        setCellSelected(at: target, false, animated: false)
        world.record("UITableView.selectionDidChangeNotification")
        tell("tableView(_:didDeselectRowAt: \(target))") { $0.tableView(self, didDeselectRowAt: target) }
    }

    /// Ends a touch without selecting (rule 1.15).
    func cancel(_ t: ListTouch) {
        touch = nil
        if t.isHighlighted { unhighlight(t.indexPath) }
    }

    /// Takes the highlight off a row: the cell first, then the delegate (rule 1.14 step 1).
    private func unhighlight(_ p: IndexPath) {
        setCellHighlighted(at: p, false, animated: false)
        tell("tableView(_:didUnhighlightRowAt: \(p))") { $0.tableView(self, didUnhighlightRowAt: p) }
    }

    /// Asks the delegate, logging the call; without a delegate, UIKit's default.
    func ask<T>(_ call: @autoclosure () -> String, default value: T, _ body: (TableViewDelegate) -> T) -> T {
        guard let d = delegate else { return value }
        world.record(call())
        return body(d)
    }

    /// Tells the delegate, logging the call.
    func tell(_ call: @autoclosure () -> String, _ body: (TableViewDelegate) -> Void) {
        guard let d = delegate else { return }
        world.record(call())
        body(d)
    }
}

extension TableView: ListTouchHandling {
    func prepareTouch(at indexPath: IndexPath) {
        layoutForQuery()
        precondition(heights.contains(indexPath), "touchDown(at:) needs a row of the table; \(indexPath) is not one")
    }

    var acceptsTouches: Bool { isSelectionEnabled }

    func shouldHighlight(_ indexPath: IndexPath) -> Bool {
        ask("tableView(_:shouldHighlightRowAt: \(indexPath))", default: true) {
            $0.tableView(self, shouldHighlightRowAt: indexPath)
        }
    }

    func didHighlight(_ indexPath: IndexPath) {
        tell("tableView(_:didHighlightRowAt: \(indexPath))") { $0.tableView(self, didHighlightRowAt: indexPath) }
    }
}
