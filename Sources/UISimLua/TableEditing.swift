// TableEditing: reloading and editing a Lua table view (`tv:insertRows`, `tv:performBatchUpdates`...),
// scrolling and its content geometry; the built-in model follows the edits (CountEdits.swift).
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

    /// The table's row-count model, when it has one (tables made by `world:TableViewController`).
    private func model(_ h: Handle<TableView>) -> RowCountsDataSource? {
        h.object.dataSource as? RowCountsDataSource
    }

    /// Runs a throwing UISim call on the table; UIKit's exception becomes a Lua error.
    private func uikit(_ h: Handle<TableView>, _ body: (TableView) throws(UIKitException) -> Void) throws(LuaCallError) {
        try uikitCall(h.world) { () throws(UIKitException) in try body(h.object) }
    }

    /// A method that records an edit in the model and passes it to the table.
    private func edit(_ read: @escaping (LuaArguments) throws(LuaCallError) -> (
        model: (inout RowCountEdits) -> Void, table: (TableView) throws(UIKitException) -> Void)
    ) -> LuaMethod<Handle<TableView>> {
        { [self] h, args throws(LuaCallError) in
            let change = try read(args)
            h.world.perform { model(h)?.record(change.model) }
            try uikit(h, change.table)
            return []
        }
    }

    // MARK: - Methods

    func tableViewEditingMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "reloadData": { [self] h, _ throws(LuaCallError) in
                h.world.perform {
                    model(h)?.commit()
                    h.object.reloadData()
                }
                return []
            },
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
            "performBatchUpdates": { [self] h, args throws(LuaCallError) in
                let blocks = try batchBlocks(args) { h.world.perform { model(h) } }
                try uikit(h) { (t: TableView) throws(UIKitException) in
                    try t.performBatchUpdatesChecked(blocks.updates, completion: blocks.completion)
                }
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

    /// `tv.contentOffset` (`{x=, y=}`, read and write) and `tv.contentSize` (`{width=, height=}`).
    func tableViewGeometryTraits() -> (getters: [String: LuaGetter<Handle<TableView>>],
                                       setters: [String: LuaSetter<Handle<TableView>>]) {
        let getters: [String: LuaGetter<Handle<TableView>>] = [
            "contentOffset": { [self] h throws(LuaCallError) in
                pointTable(state, h.world.perform { h.object.contentOffset })
            },
            "contentSize": { [self] h throws(LuaCallError) in
                sizeTable(state, h.world.perform { h.object.contentSize })
            },
        ]
        let setters: [String: LuaSetter<Handle<TableView>>] = [
            "contentOffset": { [self] h, args throws(LuaCallError) in
                guard args.typeName(3) == "table" else {
                    throw .binding(.fieldType("contentOffset", expected: "table", got: args.typeName(3)))
                }
                let t = args.value(3)
                let x = state.field(t, "x"), y = state.field(t, "y")
                guard let xv = x.number, let yv = y.number, xv.isFinite, yv.isFinite else {
                    throw .binding(.fieldValue("contentOffset", problem: "{x = number, y = number} expected"))
                }
                h.world.perform { h.object.setContentOffset(Point(x: xv, y: yv), animated: false) }
            },
        ]
        return (getters, setters)
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
