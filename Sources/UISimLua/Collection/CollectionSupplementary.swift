// CollectionSupplementary: section headers and footers of a collection from Lua —
// `cv:registerSupplementaryView(kind, identifier)`, `cv:dequeueReusableSupplementaryView(kind,
// identifier, ip)`, the data source's `t:viewForSupplementaryElementOfKind(cv, kind, ip)`,
// `cv:supplementaryView(kind, ip)` and `cv:visibleSupplementaryViews(kind)` (rule 17.9).
import LuaKit
import UISim

/// The kinds a script names: short names, or UIKit's constants, which map to the same kind.
enum SupplementaryKindName {
    static let short = ["header": CollectionView.elementKindSectionHeader, "footer": CollectionView.elementKindSectionFooter]

    /// UIKit's kind for `name`, or nil for a name that is neither form.
    static func kind(_ name: String) -> String? {
        short[name] ?? (short.values.contains(name) ? name : nil)
    }

    /// The short name a data source is told ("header" or "footer").
    static func shortName(_ kind: String) -> String {
        kind == CollectionView.elementKindSectionFooter ? "footer" : "header"
    }
}

extension LuaListDataSource where List == CollectionView {
    /// Whether the Lua table has `viewForSupplementaryElementOfKind`.
    var providesSupplementaryViews: Bool { function("viewForSupplementaryElementOfKind") != nil }

    /// `t:viewForSupplementaryElementOfKind(cv, kind, ip)`: a view it dequeued in that call.
    /// Anything else is a callback error (re-raised in Lua after UISim returns) and the section
    /// shows an empty stand-in, so the simulation never stops on it (rule 17.9 [SIM]).
    func supplementaryView(_ cv: CollectionView, _ kind: String, _ p: IndexPath) -> CollectionViewCell {
        let name = "viewForSupplementaryElementOfKind"
        if let kit, let view = cell(name, [kit.listViewValue(cv, types, world), .string(SupplementaryKindName.shortName(kind)),
                                          kit.indexPathValue(p)], types.cell,
                                    dequeue: "cv:dequeueReusableSupplementaryView") {
            return view
        }
        if kit?.errors.pending == nil { wrongResult(name, "a view of cv:dequeueReusableSupplementaryView in this call", .nil) }
        let standIn = "ui.standIn"
        cv.register(CollectionViewCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: standIn)
        return cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: standIn, for: p)
    }
}

extension Kit {
    /// Argument `i`: a supplementary kind, "header"/"footer" or UIKit's constant, with a
    /// did-you-mean for a misspelt one.
    private func supplementaryKind(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> String {
        let name = try args.string(i)
        guard let kind = SupplementaryKindName.kind(name) else {
            let known = ["header", "footer"] + SupplementaryKindName.short.values.sorted()
            let hint = NameSuggestion.nearest(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw .argument(i, "\"header\" or \"footer\" expected, got \"\(name)\"\(hint)")
        }
        return kind
    }

    /// The collection view's header and footer methods (rule 17.9).
    func collectionSupplementaryMethods() -> [String: LuaMethod<Handle<CollectionView>>] {
        [
            "registerSupplementaryView": { [self] h, args throws(LuaCallError) in
                let kind = try supplementaryKind(args, 2)
                let identifier = try args.string(3)
                h.world.perform {
                    h.object.register(LuaCollectionViewCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
                }
                return []
            },
            "dequeueReusableSupplementaryView": { [self] h, args throws(LuaCallError) in
                let kind = try supplementaryKind(args, 2)
                let identifier = try args.string(3)
                let p = try indexPathArgument(args, 4)
                var view: CollectionViewCell?
                try uikitCall(h.world) { () throws(UIKitException) in
                    view = try h.object.dequeueReusableSupplementaryViewChecked(ofKind: kind, withReuseIdentifier: identifier, for: p)
                }
                guard let view else { return [.nil] }
                h.object.luaDataSource?.noteDequeued(view)
                return [listCellValue(view, collectionTypes, h.world)]
            },
            "supplementaryView": { [self] h, args throws(LuaCallError) in
                let kind = try supplementaryKind(args, 2)
                let p = try indexPathArgument(args, 3)
                guard let view = h.world.perform({ h.object.supplementaryView(forElementKind: kind, at: p) }) else { return [.nil] }
                return [listCellValue(view, collectionTypes, h.world)]
            },
            "visibleSupplementaryViews": { [self] h, args throws(LuaCallError) in
                let kind = try supplementaryKind(args, 2)
                let views = h.world.perform { h.object.visibleSupplementaryViews(ofKind: kind) }
                let list = state.newTable()
                for (i, v) in views.enumerated() {
                    state.setRaw(list, key: .integer(Int64(i + 1)), value: listCellValue(v, collectionTypes, h.world))
                }
                return [list]
            },
        ]
    }
}
