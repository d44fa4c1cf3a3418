// TableView+Swipe: the table's side of a row swipe — which actions a row has on each edge in
// each era, the editing calls around the swipe, and closing the open row (rules 13.1–13.9).

extension TableView {
    /// The row swiped open or being swiped, if any.
    public var swipedRow: RowSwipe? { rowSwipe.flatMap { $0.state == .closed ? nil : $0 } }

    /// A finger touches a row and starts moving it sideways. Another row swiped open closes
    /// first (rule 13.8); the same row, open, is caught where it is.
    /// - Precondition: `indexPath` is a visible row.
    public func beginSwipe(at indexPath: IndexPath) -> RowSwipe {
        let swipe: RowSwipe = world.perform {
            layoutForQuery()
            precondition(cellsByIndexPath[indexPath] != nil, "beginSwipe(at:) needs a visible row; \(indexPath) is not one")
            if let current = swipedRow {
                if current.indexPath == indexPath {
                    current.state = .tracking
                    return current
                }
                closeSwipe(current)
            }
            let s = RowSwipe(table: self, indexPath: indexPath)
            rowSwipe = s
            return s
        }
        world.markRecordings("swipe begins on \(indexPath)")
        _checkInvariants()
        return swipe
    }

    /// Moves the swiped row with the finger (RowSwipe.update).
    func moveSwipe(_ s: RowSwipe, to dx: Double) {
        // a table in editing mode (setEditing) does not swipe its rows (rule 13.7 [SIM])
        guard dx != 0, s.hasBegun || !isEditing else { return s.offset = 0 }
        let edge: SwipeEdge = dx < 0 ? .trailing : .leading
        if s.configurations[edge] == nil { s.configurations[edge] = swipeConfiguration(edge, at: s.indexPath) }
        guard let c = s.configurations[edge] ?? nil, !c.actions.isEmpty else { return s.offset = 0 }
        if !s.hasBegun {
            s.hasBegun = true
            isEditing = true
            tell("tableView(_:willBeginEditingRowAt: \(s.indexPath))") {
                ($0 as? TableViewSwipeDelegate)?.tableView(self, willBeginEditingRowAt: s.indexPath)
            }
        }
        s.edge = edge
        s.offset = max(-bounds.width, min(bounds.width, dx))
    }

    /// The finger lifts: a full swipe performs the first action, a swipe past half the buttons
    /// or a flick towards the edge opens the row, anything else closes it (rule 13.4 [SIM]).
    func releaseSwipe(_ s: RowSwipe, velocity: Double) {
        guard let edge = s.edge, s.offset != 0, let c = s.configurations[edge] ?? nil, let first = c.actions.first else {
            return closeSwipe(s)
        }
        let sign: Double = edge == .trailing ? -1 : 1
        let distance = abs(s.offset), towards = velocity * sign
        if c.performsFirstActionWithFullSwipe && distance >= RowSwipe.fullSwipeFraction * bounds.width {
            s.offset = sign * bounds.width
            return perform(first, of: s)
        }
        let open = Double(c.actions.count) * RowSwipe.buttonWidth
        if towards > RowSwipe.flickVelocity || (towards >= 0 && distance >= open / 2) {
            s.offset = sign * open
            s.state = .open
        } else {
            closeSwipe(s)
        }
    }

    /// Runs an action's handler; its completion closes the row, once (rule 13.5).
    func perform(_ action: ContextualAction, of s: RowSwipe) {
        s.state = .performing
        world.record("UIContextualAction \"\(action.title)\" handler")
        action.handler(action) { [weak self, weak s] performed in
            guard let self, let s, s.state == .performing else { return }
            self.world.record("UIContextualAction \"\(action.title)\" completion(\(performed))")
            self.world.perform { self.closeSwipe(s) }
        }
        // a row action has no completion: the row stays open (rule 13.12)
        if action.keepsRowOpen && s.state == .performing { s.state = .open }
    }

    /// Puts the row back: the table leaves editing and the delegate hears `didEndEditingRowAt`
    /// with the row, or nil if it is gone (rule 13.7).
    func closeSwipe(_ s: RowSwipe) {
        guard s.state != .closed else { return }
        s.state = .closed
        s.offset = 0
        if rowSwipe === s { rowSwipe = nil }
        guard s.hasBegun else { return }
        isEditing = false
        let p: IndexPath? = heights.contains(s.indexPath) ? s.indexPath : nil
        tell("tableView(_:didEndEditingRowAt: \(p.map { "\($0)" } ?? "nil"))") {
            ($0 as? TableViewSwipeDelegate)?.tableView(self, didEndEditingRowAt: p)
        }
    }

    /// A touch while a row is open closes it and does nothing else (rule 13.8). Returns whether
    /// it did.
    func closeSwipeForTouch() -> Bool {
        guard let s = swipedRow, s.state == .open else { return false }
        closeSwipe(s)
        return true
    }

    /// The actions of a row's edge: on iOS ≥ 11 the delegate's configuration; without one (and
    /// always before iOS 11) the old path's Delete button on the trailing edge (rules 13.1, 13.6).
    func swipeConfiguration(_ edge: SwipeEdge, at p: IndexPath) -> SwipeActionsConfiguration? {
        let modern = world.uikit.tableRowsHaveSwipeActionsConfigurations
        if modern, let d = delegate as? TableViewSwipeDelegate {
            let name = edge == .trailing ? "trailing" : "leading"
            world.record("tableView(_:\(name)SwipeActionsConfigurationForRowAt: \(p))")
            let c = edge == .trailing ? d.tableView(self, trailingSwipeActionsConfigurationForRowAt: p)
                : d.tableView(self, leadingSwipeActionsConfigurationForRowAt: p)
            if let c { return c }
        }
        guard edge == .trailing else { return nil }
        return deleteConfiguration(at: p, fullSwipe: modern)
    }

    /// The old path: a Delete button when the data source commits edits, allows this row and
    /// its style is `.delete`; the button commits the deletion (rule 13.6).
    private func deleteConfiguration(at p: IndexPath, fullSwipe: Bool) -> SwipeActionsConfiguration? {
        guard let ds = dataSource as? TableViewEditingDataSource, ds.commitsEditingStyles else { return nil }
        world.record("tableView(_:canEditRowAt: \(p))")
        guard ds.tableView(self, canEditRowAt: p) else { return nil }
        let swipeDelegate = delegate as? TableViewSwipeDelegate
        let style = ask("tableView(_:editingStyleForRowAt: \(p))", default: RowEditingStyle.delete) {
            ($0 as? TableViewSwipeDelegate)?.tableView(self, editingStyleForRowAt: p) ?? .delete
        }
        guard style == .delete else { return nil }
        if let rowActions = swipeDelegate.flatMap({ d in
            world.record("tableView(_:editActionsForRowAt: \(p))")
            return d.tableView(self, editActionsForRowAt: p)
        }) {
            // [SIM] row actions have no full swipe (rule 13.12)
            let c = SwipeActionsConfiguration(actions: rowActions)
            c.performsFirstActionWithFullSwipe = false
            return c
        }
        var title: String?
        if let swipeDelegate {
            world.record("tableView(_:titleForDeleteConfirmationButtonForRowAt: \(p))")
            title = swipeDelegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: p)
        }
        let delete = ContextualAction(style: .destructive, title: title ?? "Delete") { [weak self, weak ds] _, done in
            guard let self, let ds else { return done(false) }
            self.world.record("tableView(_:commit: .delete, forRowAt: \(p))")
            ds.tableView(self, commit: .delete, forRowAt: p)
            done(true)
        }
        let c = SwipeActionsConfiguration(actions: [delete])
        c.performsFirstActionWithFullSwipe = fullSwipe
        return c
    }
}

extension SceneRenderer {
    /// `swiped trailing -148: [Delete] [Share], open`: the row of `view` at `p` if it is swiped.
    static func swipeText(_ view: View, _ p: IndexPath) -> String? {
        guard let s = (view as? TableView)?.swipedRow, s.indexPath == p else { return nil }
        let side = s.edge.map { $0 == .trailing ? "trailing" : "leading" } ?? "not moved"
        let buttons = s.actions.map { "[\($0.title)\($0.style == .destructive ? " (destructive)" : "")]" }
        return "swiped \(side) \(SceneText.number(s.offset)): \(buttons.joined(separator: " ")), \(s.state.rawValue)"
    }
}

extension TableView {
    /// The swipe's invariants (part of `_checkInvariants`): a swiped row is not closed, moves by
    /// at most the table's width, and an open row shows actions on its edge.
    func _checkSwipeInvariants() {
        #if UISIM_INTERNAL_CHECKS
        guard let s = rowSwipe else { return }
        precondition(s.state != .closed, "a closed swipe is still the table's")
        precondition(abs(s.offset) <= bounds.width, "swipe offset \(s.offset) past the row's width")
        if s.state == .open { precondition(s.edge != nil && !s.actions.isEmpty, "an open row shows no actions") }
        if s.offset != 0 { precondition(s.hasBegun, "a row moved without willBeginEditingRowAt") }
        #endif
    }
}
