// TableReorderType: the `TableReorder` Lua type — a row dragged by its reorder control, scripted
// like the swipe-back: `drag:update(dy)` or `drag:moveOver(ip)`, then `drag:release()` or
// `drag:cancel()` (rules 14.8–14.12).
import LuaKit
import UISim

extension Kit {
    func defineReorderType() -> LuaObjectType<Handle<TableReorder>> {
        /// Refuses a drag's method once the finger has lifted ("a release without a drag").
        func live(_ h: Handle<TableReorder>, _ name: String) throws(LuaCallError) {
            guard h.object.isActive else { throw .binding(.callRefused(name, on: "a reorder drag that has ended")) }
        }
        /// `release` and `cancel`: the finger's last act, refused once the drag has ended.
        func fingerLifts(_ name: String, _ body: @escaping (TableReorder) -> Void) -> LuaMethod<Handle<TableReorder>> {
            { h, _ throws(LuaCallError) in
                try live(h, name)
                h.world.perform { body(h.object) }
                return []
            }
        }
        return state.defineType("TableReorder", of: Handle<TableReorder>.self, methods: [
            // The finger is `dy` points below where it went down (negative: above).
            "update": { h, args throws(LuaCallError) in
                try live(h, "update")
                let dy = try args.finiteNumber(2)
                h.world.perform { h.object.update(translationY: dy) }
                return []
            },
            // The finger carries the row just past the middle of row `ip`.
            "moveOver": { [self] h, args throws(LuaCallError) in
                try live(h, "moveOver")
                let p = try indexPathArgument(args, 2)
                guard let table = h.object.table else { throw .binding(.callRefused("moveOver", on: "a drag whose table is gone")) }
                let problem: String? = h.world.perform {
                    table.numberOfSections > p.section && p.section >= 0
                        && (0..<table.numberOfRows(inSection: p.section)).contains(p.row)
                        ? nil : "row \(p) is not in the table (\(table.rowCountsText))"
                }
                if let problem { throw .argument(2, problem) }
                h.world.perform { h.object.move(over: p) }
                return []
            },
            "release": fingerLifts("release") { $0.release() },
            "cancel": fingerLifts("cancel") { $0.cancel() },
            // How far row `ip` has slid aside now, in points (rule 14.8).
            "shiftOfRow": { [self] h, args throws(LuaCallError) in
                let p = try indexPathArgument(args, 2)
                return [.number(h.world.perform { h.object.shift(ofRow: p) })]
            },
        ], traits: LuaTypeTraits(getters: [
            "sourceIndexPath": { [self] h in indexPathValue(h.object.source) },
            "proposedIndexPath": { [self] h in indexPathValue(h.object.proposedDestination) },
            "destinationIndexPath": { [self] h in indexPathValue(h.object.destination) },
            "translation": { .number($0.object.translation) },
            "isActive": { .boolean($0.object.isActive) },
        ], description: { "TableReorder(\($0.object.source) -> \($0.object.destination))" }),
        methodGuard: errors, fieldGuard: errors)

    }
}

extension TableView {
    /// `1 section of 10 rows` or `2 sections: 10, 3 rows`, for error messages.
    var rowCountsText: String {
        let counts = (0..<numberOfSections).map { numberOfRows(inSection: $0) }
        if counts.count == 1 { return "1 section of \(counts[0]) row\(counts[0] == 1 ? "" : "s")" }
        return "\(counts.count) sections: " + counts.map(String.init).joined(separator: ", ") + " rows"
    }
}
