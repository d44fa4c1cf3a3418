// LazyLayerTests: a view's layer is made on first use, and lands where an eagerly made layer
// would have been (View+Layer.swift).
import Testing
@testable import UISim

@Suite("Views: layers made on first use")
struct LazyLayerTests {
    @Test("a table's cells that are never animated or read have no layer")
    func cellsWithoutLayers() throws {
        let world = World()
        let list = TableViewController(world: world, title: "List")
        list.tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = FixedRows(count: 5)
        list.tableView.dataSource = rows
        world.show(list)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.loadedLayer == nil)
        #expect(cell.contentView.loadedLayer == nil)
        #expect(cell.selectedBackgroundView.loadedLayer == nil)
        // an animated change makes the layers on the way to the window
        world.animate(withDuration: 0.3) { cell.selectedBackgroundView.alpha = 1 }
        let background = try #require(cell.selectedBackgroundView.loadedLayer)
        #expect(background.superlayer === cell.layer)
        #expect(cell.layer.superlayer === list.tableView.layer)
        #expect(background.animation(for: .alpha) != nil)
        #expect(cell.contentView.loadedLayer == nil)
    }

    @Test("a layer made later goes among its superview layer's sublayers in the order the views were added")
    func attachOrder() {
        let world = World()
        let parent = View(world: world)
        let a = View(world: world), b = View(world: world), c = View(world: world)
        parent.addSubview(a)
        parent.addSubview(b)
        let loose = Layer(name: "loose")
        parent.layer.addSublayer(loose)        // between b and c, as eager layers would have it
        parent.addSubview(c)
        _ = c.layer
        _ = a.layer
        #expect(parent.layer.sublayers.map { $0 === a.layer } == [true, false, false])
        #expect(parent.layer.sublayers[1] === loose)
        #expect(parent.layer.sublayers[2] === c.layer)
        _ = b.layer
        #expect(parent.layer.sublayers.count == 4)
        #expect(parent.layer.sublayers[1] === b.layer)
        #expect(parent.layer.sublayers[2] === loose)
        // moved views go last, as a re-added layer is appended
        parent.addSubview(a)
        #expect(parent.layer.sublayers.last === a.layer)
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil)
    }

    @Test("a view without a layer shows its model values")
    func presentationWithoutLayer() {
        let world = World()
        let view = View(world: world, frame: Rect(x: 1, y: 2, width: 3, height: 4))
        view.alpha = 0.5
        #expect(view.presentationFrame == view.frame)
        #expect(view.presentationAlpha == 0.5)
        #expect(view.loadedLayer == nil)
    }
}

/// A one-section data source of `count` plain cells.
private final class FixedRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}
