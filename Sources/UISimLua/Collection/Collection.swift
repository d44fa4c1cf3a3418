// Collection: `world:CollectionViewController{ items = {12}, itemSize = {100, 100} }`, its
// collection view and cells.
import LuaKit
import UISim

/// A data source of plain cells from fixed item counts, one entry per section.
final class ItemCountsDataSource: CollectionViewDataSource {
    static let reuseIdentifier = "Cell"
    /// The model: items per section, which `cv:insertItems`... change (CollectionEditing.swift).
    @exclusivity(unchecked) var items: [Int]
    /// The edits of the collection's open batch, not yet in `items` (CountEdits.swift).
    @exclusivity(unchecked) var edits = RowCountEdits()
    /// `cv.delegate`'s and `cv.dataSource`'s adapters, kept here: the collection view holds
    /// both weakly, as UIKit does (CollectionDelegate.swift, CollectionDataSource.swift).
    @exclusivity(unchecked) var luaDelegate: LuaCollectionDelegate?
    @exclusivity(unchecked) var luaDataSource: LuaCollectionDataSource?
    /// `ui.DiffableDataSource(cv, ...)`, kept here for the same reason (Diffable/).
    @exclusivity(unchecked) var diffable: DiffableDataSourceBox?
    init(items: [Int]) { self.items = items }

    func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }
}

/// A collection view controller made from Lua: it owns its data source (the view holds it weakly).
final class LuaCollectionViewController: CollectionViewController, LuaOverridable {
    let source: ItemCountsDataSource
    let overrides = LuaOverrides()

    init(world: World, title: String?, items: [Int], itemSize: Size?) {
        source = ItemCountsDataSource(items: items)
        let layout = CollectionViewFlowLayout()
        if let itemSize { layout.itemSize = itemSize }
        super.init(world: world, title: title, collectionViewLayout: layout)
        installOverrideHook()
    }

    override func makeView() -> View {
        let view = super.makeView()
        if let cv = view as? CollectionView {
            // cells whose methods a script can override (`function cell:setSelected(s, a)`)
            cv.register(LuaCollectionViewCell.self, forCellWithReuseIdentifier: ItemCountsDataSource.reuseIdentifier)
            cv.dataSource = source
        }
        return view
    }

}

extension Kit {
    // MARK: - Construction

    /// `world:CollectionViewController{ items = {12}, itemSize = {100, 100}, clearsSelectionOnViewWillAppear = true, title = "Grid" }`
    func makeCollectionViewController(_ w: World, _ args: LuaArguments) throws(LuaCallError) -> [LuaValue] {
        let options = try OptionsTable(state, args, 2, for: "world:CollectionViewController", keys: ["title", "items", "itemSize", "clearsSelectionOnViewWillAppear"])
        let title = try options.string("title")
        let items = try countList(options, "items", "item count")
        var itemSize: Size?
        if options.value("itemSize") != .nil {
            let s = try numberList(options, "itemSize")
            guard s.count == 2, s.allSatisfy({ $0.isFinite && $0 > 0 }) else {
                throw options.outOfRange("itemSize", "{width, height} of positive numbers expected")
            }
            itemSize = Size(width: s[0], height: s[1])
        }
        let clears = try options.boolean("clearsSelectionOnViewWillAppear", default: true)
        let vc = w.perform {
            let vc = LuaCollectionViewController(world: w, title: title, items: items, itemSize: itemSize)
            vc.clearsSelectionOnViewWillAppear = clears
            return vc
        }
        return [wrap(vc, w)]
    }

    /// The array entries of option `key` (stops at the first nil).
    private func entries(_ options: OptionsTable, _ key: String) throws(LuaCallError) -> [LuaValue] {
        let t = options.value(key)
        if t == .nil { return [] }
        guard luaTypeName(t) == "table" else { throw options.typeError(key, "table", t) }
        return try arrayEntries(t)
    }

    private func countList(_ options: OptionsTable, _ key: String, _ what: String) throws(LuaCallError) -> [Int] {
        var counts: [Int] = []
        for (i, v) in try entries(options, key).enumerated() {
            guard let n = v.integer, n >= 0, n <= 1_000_000 else {
                throw options.outOfRange(key, "entry \(i + 1): \(what) (0 ... 1000000) expected, got \(luaTypeName(v) == "number" ? showNumber(v.number ?? 0) : luaTypeName(v))")
            }
            counts.append(Int(n))
        }
        return counts
    }

    private func numberList(_ options: OptionsTable, _ key: String) throws(LuaCallError) -> [Double] {
        var numbers: [Double] = []
        for (i, v) in try entries(options, key).enumerated() {
            guard let n = v.number else {
                throw options.outOfRange(key, "entry \(i + 1): number expected, got \(luaTypeName(v))")
            }
            numbers.append(n)
        }
        return numbers
    }

    // MARK: - Types

    func defineCollectionTypes() {
        var traits = controllerTraits()
        for (k, v) in collectionControllerGetters() { traits.getters[k] = v }
        for (k, v) in collectionControllerSetters() { traits.setters[k] = v }
        traits.merge(overrideTraits())
        traits.description = { h in h.object.title.map { "CollectionViewController \"\($0)\"" } ?? "CollectionViewController" }
        state.define(collectionController, methods: controllerMethods(), traits: traits, methodGuard: errors, fieldGuard: errors)
        var cvMethods = listMethods(collectionTypes)
        for (k, v) in collectionViewMethods() { cvMethods[k] = v }
        for (k, v) in collectionViewEditingMethods() { cvMethods[k] = v }
        for (k, v) in collectionSupplementaryMethods() { cvMethods[k] = v }
        cvMethods["dequeueReusableCell"] = dequeueMethod(collectionTypes)
        cvMethods["registerCell"] = registerCellMethod(collectionTypes)
        cvMethods["reconfigureItems"] = collectionReconfigureMethod()
        for (k, v) in listScrollMethods(CollectionView.self) { cvMethods[k] = v }
        var cvTraits = LuaTypeTraits<Handle<CollectionView>>(description: { _ in "CollectionView" })
        cvTraits.merge(listSelectionFlagTraits(CollectionView.self))
        cvTraits.merge(listGeometryTraits(CollectionView.self))
        cvTraits.merge(collectionLayoutTraits())
        cvTraits.merge(listAdapterTraits(CollectionView.self))
        cvTraits.merge(listScrollTraits(CollectionView.self))
        state.define(collectionViewType, methods: cvMethods, traits: cvTraits, methodGuard: errors, fieldGuard: errors)
        defineFlowLayoutType()
    }

    private func collectionControllerGetters() -> [String: LuaGetter<Handle<ViewController>>] {
        [
            "collectionView": { [self] h throws(LuaCallError) in
                guard let cc = h.object as? CollectionViewController else {
                    throw .type(argument: 1, expected: "CollectionViewController")
                }
                let cv = h.world.perform { cc.collectionView }
                return controllerView(cv, of: cc, world: h.world, as: collectionViewType)
            },
            "clearsSelectionOnViewWillAppear": { h throws(LuaCallError) in
                .boolean((h.object as? CollectionViewController)?.clearsSelectionOnViewWillAppear ?? false)
            },
        ]
    }

    private func collectionControllerSetters() -> [String: LuaSetter<Handle<ViewController>>] {
        [
            "clearsSelectionOnViewWillAppear": { h, args throws(LuaCallError) in
                guard let cc = h.object as? CollectionViewController else {
                    throw .type(argument: 1, expected: "CollectionViewController")
                }
                cc.clearsSelectionOnViewWillAppear = try booleanField(args, "clearsSelectionOnViewWillAppear")
            },
        ]
    }

    // MARK: - Collection view methods

    /// Argument `i`: a collection scroll position's name.
    private func itemScrollPosition(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> CollectionView.ScrollPosition {
        let name = try args.string(i)
        guard let p = CollectionView.ScrollPosition(named: name) else {
            throw .argument(i, "\"none\", \"top\", \"centeredVertically\", \"bottom\", \"left\", \"centeredHorizontally\" or \"right\" expected, got \"\(name)\"")
        }
        return p
    }

    private func collectionViewMethods() -> [String: LuaMethod<Handle<CollectionView>>] {
        [
            "indexPathsForSelectedItems": { [self] h, _ throws(LuaCallError) in
                [indexPathArray(h.world.perform { h.object.indexPathsForSelectedItems })]
            },
            "selectItem": { [self] h, args throws(LuaCallError) in
                let p: IndexPath? = args.isNil(2) ? nil : try elementArgument(h, args, 2)
                let animated = try requiredBoolean(args, 3)
                let position = try itemScrollPosition(args, 4)
                var failure: UIKitException?
                h.world.perform {
                    do throws(UIKitException) {
                        try h.object.selectItemChecked(at: p, animated: animated, scrollPosition: position)
                    } catch { failure = error }
                }
                if let failure { throw .value(.string(failure.reason)) }
                return []
            },
            "deselectItem": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                let animated = try requiredBoolean(args, 3)
                h.world.perform { h.object.deselectItem(at: p, animated: animated) }
                return []
            },
            "layoutAttributesForItem": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                guard let a = h.world.perform({ h.object.layoutAttributesForItem(at: p) }) else { return [.nil] }
                return [layoutAttributesValue(a)]
            },
            "indexPathsForVisibleItems": { [self] h, _ throws(LuaCallError) in
                [indexPathArray(h.world.perform { h.object.indexPathsForVisibleItems }, emptyIsNil: false)]
            },
            "scrollToItem": { [self] h, args throws(LuaCallError) in
                let p = try indexPathArgument(args, 2)
                let position = try itemScrollPosition(args, 3)
                let animated = try requiredBoolean(args, 4)
                try uikitCall(h.world) { () throws(UIKitException) in
                    try h.object.scrollToItemChecked(at: p, at: position, animated: animated)
                }
                return []
            },
        ]
    }
}
