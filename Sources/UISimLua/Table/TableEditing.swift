// TableEditing: reloading and editing a Lua table view (`tv:insertRows`, `tv:performBatchUpdates`...),
// and scrolling; the built-in model follows the edits (CountEdits.swift). Geometry: ListGeometry.swift.
import LuaKit
import UISim

extension Kit {
    // MARK: - Arguments

    /// Argument `i`: a row animation's name.
    private func rowAnimation(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> TableView.RowAnimation {
        let name = try args.string(i)
        switch name {
        case "automatic": return .automatic
        case "fade": return .fade
        case "none": return .none
        case "top": return .top
        case "bottom": return .bottom
        case "left": return .left
        case "right": return .right
        case "middle": return .middle
        default:
            throw .argument(i, "\"automatic\", \"fade\", \"none\", \"top\", \"bottom\", \"left\", \"right\" or \"middle\" expected, got \"\(name)\"")
        }
    }

    /// The table's row-count model while it is the data source.
    private func model(_ h: Handle<TableView>) -> RowCountsDataSource? {
        h.object.modelInPlace
    }

    /// Runs a throwing UISim call on the table; UIKit's exception becomes a Lua error.
    private func uikit(_ h: Handle<TableView>, _ body: (TableView) throws(UIKitException) -> Void) throws(LuaCallError) {
        try uikitCall(h.world) { () throws(UIKitException) in try body(h.object) }
    }

    /// A method that records an edit in the model and passes it to the table (ListEditing.swift).
    private func edit(_ read: @escaping (LuaArguments) throws(LuaCallError) -> (
        model: (inout RowCountEdits) -> Void, table: (TableView) throws(UIKitException) -> Void)
    ) -> LuaMethod<Handle<TableView>> {
        listEdit { (args: LuaArguments) throws(LuaCallError) in
            let change = try read(args)
            return (change.model, change.table)
        }
    }

    // MARK: - Methods

    func tableViewEditingMethods() -> [String: LuaMethod<Handle<TableView>>] {
        var methods = listReloadMethods(TableView.self)
        for (k, v) in tableOnlyEditingMethods() { methods[k] = v }
        return methods
    }

    private func tableOnlyEditingMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "beginUpdates": { [self] h, _ throws(LuaCallError) in
                h.world.perform {
                    model(h)?.edits.depth += 1
                    h.object.beginUpdates()
                }
                return []
            },
            "endUpdates": { [self] h, _ throws(LuaCallError) in
                h.world.perform { model(h)?.closeBatch() }
                try uikit(h) { (t: TableView) throws(UIKitException) in try t.endUpdatesChecked() }
                return []
            },
            "insertRows": edit { [self] args throws(LuaCallError) in
                let paths = try indexPathList(args, 2), anim = try rowAnimation(args, 3)
                return ({ $0.insertedRows += paths }, { (t: TableView) throws(UIKitException) in
                    try t.insertRowsChecked(at: paths, with: anim)
                })
            },
            "deleteRows": edit { [self] args throws(LuaCallError) in
                let paths = try indexPathList(args, 2), anim = try rowAnimation(args, 3)
                return ({ $0.deletedRows += paths }, { (t: TableView) throws(UIKitException) in
                    try t.deleteRowsChecked(at: paths, with: anim)
                })
            },
            "reloadRows": edit { [self] args throws(LuaCallError) in
                let paths = try indexPathList(args, 2), anim = try rowAnimation(args, 3)
                return ({ _ in }, { (t: TableView) throws(UIKitException) in
                    try t.reloadRowsChecked(at: paths, with: anim)
                })
            },
            "moveRow": edit { [self] args throws(LuaCallError) in
                let from = try indexPathArgument(args, 2), to = try indexPathArgument(args, 3)
                return ({ $0.moves.append((from, to)) }, { (t: TableView) throws(UIKitException) in
                    try t.moveRowChecked(at: from, to: to)
                })
            },
            "insertSections": edit { [self] args throws(LuaCallError) in
                let sections = try sectionList(args, 2), anim = try rowAnimation(args, 3)
                return ({ $0.insertedSections.formUnion(sections) }, { (t: TableView) throws(UIKitException) in
                    try t.insertSectionsChecked(sections, with: anim)
                })
            },
            "deleteSections": edit { [self] args throws(LuaCallError) in
                let sections = try sectionList(args, 2), anim = try rowAnimation(args, 3)
                return ({ $0.deletedSections.formUnion(sections) }, { (t: TableView) throws(UIKitException) in
                    try t.deleteSectionsChecked(sections, with: anim)
                })
            },
            "reloadSections": edit { [self] args throws(LuaCallError) in
                let sections = try sectionList(args, 2), anim = try rowAnimation(args, 3)
                return ({ _ in }, { (t: TableView) throws(UIKitException) in
                    try t.reloadSectionsChecked(sections, with: anim)
                })
            },
            "moveSection": edit { [self] args throws(LuaCallError) in
                let from = try sectionArgument(args, 2), to = try sectionArgument(args, 3)
                return ({ $0.sectionMoves.append((from, to)) }, { (t: TableView) throws(UIKitException) in
                    try t.moveSectionChecked(from, toSection: to)
                })
            },
            "scrollToRow": { [self] h, args throws(LuaCallError) in
                let p = try indexPathArgument(args, 2)
                let position = try scrollPosition(args, 3)
                let animated = try requiredBoolean(args, 4)
                try uikit(h) { (t: TableView) throws(UIKitException) in
                    try t.scrollToRowChecked(at: p, at: position, animated: animated)
                }
                return []
            },
            "indexPathsForVisibleRows": { [self] h, _ throws(LuaCallError) in
                [indexPathArray(h.world.perform { h.object.indexPathsForVisibleRows })]
            },
        ]
    }

    /// `list:setRows{...}`: changes the model without telling the table, as an app that forgets
    /// to; the next update or reload reads the new counts.
    func tableControllerEditingMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        [
            "setRows": { [self] h, args throws(LuaCallError) in
                guard let tc = h.object as? LuaTableViewController else {
                    throw .type(argument: 1, expected: "TableViewController")
                }
                let rows = try integerList(args, 2, "row count (0 ... 1000000)")
                h.world.perform { tc.source.rows = rows }
                return []
            },
        ]
    }
}
