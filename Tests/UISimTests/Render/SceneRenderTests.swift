// World.render(): the text picture of the window — a table on screen, a swipe held mid-way, a
// selection fading — and its formatting rules.
import Testing
@testable import UISim

@Suite("World.render: the picture of the scene")
struct SceneRenderTests {
    /// A world 390 x 200 showing a navigation controller over a table of `rows` rows.
    private func listScene(rows: Int = 3) -> (World, NavigationController, RowsTableController) {
        let world = World(iosVersion: 17, width: 390, height: 200)
        let list = RowsTableController(world: world, title: "List", rows: rows)
        let nav = NavigationController(rootViewController: list)
        world.show(nav)
        return (world, nav, list)
    }

    @Test("a table on screen: header, bar, stack, the controller and each visible row with its frame")
    func tableOnScreen() {
        let (world, _, list) = listScene()
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(world.render() == """
            World(iOS 17) 390 x 200, t=0 s
              root NavigationController "Navigation" {x=0, y=0, width=390, height=200}
                navigation bar: title "List", back none
                stack: TableViewController "List"
                TableViewController "List" {x=0, y=0, width=390, height=200}
                  TableView {x=0, y=0, width=390, height=200}, offset (0, 0)
                    row [0, 0] {x=0, y=0, width=390, height=44}
                    row [0, 1] {x=0, y=44, width=390, height=44}, selected, selectionAlpha=1
                    row [0, 2] {x=0, y=88, width=390, height=44}
            """)
    }

    @Test("only the rows on screen are drawn, at their scrolled positions")
    func scrolledTable() {
        let (world, _, list) = listScene(rows: 50)
        list.tableView.contentOffset = Point(x: 0, y: 440)
        list.tableView.layoutIfNeeded()
        let rows = world.render().split(separator: "\n").filter { $0.contains("row [") }
        #expect(rows.first?.contains("row [0, 10] {x=0, y=440, width=390, height=44}") == true)
        #expect(rows.count == 5, "200 points show rows 10 … 14")
    }

    @Test("a swipe held at 40 %: the transition line, the stack already popped, both views sliding")
    func interactivePopAt40() throws {
        let (world, nav, _) = listScene()
        let detail = ViewController(world: world, title: "Detail")
        nav.pushViewController(detail, animated: true)
        try world.settle()
        #expect(world.render().contains("navigation bar: title \"Detail\", back \"List\""))
        let swipe = try #require(nav.beginInteractivePop())
        swipe.update(0.4)
        world.advanceFrames(1)
        let picture = world.render()
        #expect(picture.contains("""
                navigation bar: title "List", back none
                stack: TableViewController "List"
                transition: pop ViewController "Detail" -> TableViewController "List" at 40 %, interactive
            """))
        // the list uncovers from -130 (a third of the width) and Detail slides right, both 40 % of the way
        #expect(picture.contains("    TableViewController \"List\" {x=-78, y=0, width=390, height=200}"))
        #expect(picture.contains("    ViewController \"Detail\" {x=156, y=0, width=390, height=200}"))
        swipe.cancel()
        #expect(world.render().contains("transition: pop ViewController \"Detail\" -> TableViewController \"List\" "
                                        + "released at 40 %, cancelled"))
        try world.settle()
        #expect(!world.render().contains("transition:"), "no transition once it completed")
    }

    @Test("an animated push in flight says so, without a percentage")
    func pushInFlight() {
        let (world, nav, _) = listScene()
        nav.pushViewController(ViewController(world: world, title: "Detail"), animated: true)
        world.advance(by: 0.1)
        #expect(world.render().contains(
            "transition: push TableViewController \"List\" -> ViewController \"Detail\", animated"))
    }

    @Test("a selection fading: the selection alpha as on screen, mid-animation")
    func selectionFading() throws {
        let (world, _, list) = listScene()
        let ip = IndexPath(row: 0, section: 0)
        list.tableView.selectRow(at: ip, animated: false, scrollPosition: .none)
        list.tableView.deselectRow(at: ip, animated: true)
        world.advance(by: 0.15)
        let row = try #require(world.render().split(separator: "\n").first { $0.contains("row [0, 0]") })
        #expect(row.hasSuffix("{x=0, y=0, width=390, height=44}, selectionAlpha=0.5"),
                "deselected, the background still half shown: \(row)")
        try world.settle()
        #expect(world.render().contains("row [0, 0] {x=0, y=0, width=390, height=44}\n"))
    }

    @Test("named views get a line with alpha and hidden; anonymous ones are transparent")
    func namedViews() {
        let world = World(width: 100, height: 100)
        let vc = ViewController(world: world, title: "Card")
        world.show(vc)
        let plain = View(world: world, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let badge = View(world: world, frame: Rect(x: 1, y: 2, width: 20, height: 20))
        badge.accessibilityIdentifier = "badge"
        badge.alpha = 0.25
        let gone = View(world: world, frame: .zero)
        gone.accessibilityIdentifier = "gone"
        gone.isHidden = true
        plain.addSubview(badge)
        vc.view.addSubview(plain)
        vc.view.addSubview(gone)
        #expect(world.render() == """
            World(iOS 17) 100 x 100, t=0 s
              root ViewController "Card" {x=0, y=0, width=100, height=100}
                View "badge" {x=1, y=2, width=20, height=20}, alpha=0.25
                View "gone" {x=0, y=0, width=0, height=0}, hidden
            """)
    }

    @Test("rendering changes nothing: no log entry, no layout, same text twice")
    func renderIsReadOnly() {
        let (world, _, list) = listScene(rows: 50)
        world.clearLog()
        list.tableView.contentOffset = Point(x: 0, y: 440)   // layout pending, not done
        let first = world.render()
        #expect(world.log.isEmpty)
        #expect(first == world.render())
        #expect(first.contains("row [0, 0]"), "the rows on screen before the pending layout")
    }

    @Test("numbers: at most two decimals, no -0, no trailing zeros")
    func numbers() {
        #expect(SceneText.number(0.5) == "0.5")
        #expect(SceneText.number(-130) == "-130")
        #expect(SceneText.number(1.0 / 3) == "0.33")
        #expect(SceneText.number(12.10) == "12.1")
        #expect(SceneText.number(0.05) == "0.05")
        #expect(SceneText.number(-0.001) == "0")
        #expect(SceneText.number(-0.0) == "0")
        #expect(SceneText.number(.nan) == "nan")
        #expect(SceneText.quoted("a\"b\nc") == "\"a\\\"b\\nc\"")
    }

    @Test("no root view controller, and a world's size and iOS version in the header")
    func emptyWorld() {
        #expect(World(iosVersion: 10, width: 320, height: 568).render() == """
            World(iOS 10) 320 x 568, t=0 s
              no root view controller
            """)
    }
}

@Suite("World.render: collection views and cell content")
struct SceneRenderCollectionTests {
    @Test("items in index-path order with a highlight, and a named view in a cell's content view")
    func collectionWithHighlightAndContent() throws {
        let world = World(width: 220, height: 110)
        let grid = ItemsCollectionController(world: world, title: "Grid")
        world.show(grid)
        let cv = grid.collectionView
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let label = View(world: world, frame: Rect(x: 8, y: 8, width: 84, height: 20))
        label.accessibilityIdentifier = "title 1"
        cell.contentView.addSubview(label)
        cv.touchDown(at: IndexPath(item: 1, section: 0))
        let picture = world.render()
        #expect(picture == """
            World(iOS 17) 220 x 110, t=0 s
              root CollectionViewController "Grid" {x=0, y=0, width=220, height=110}
                CollectionView {x=0, y=0, width=220, height=110}, offset (0, 0)
                  item [0, 0] {x=0, y=0, width=100, height=100}
                  item [0, 1] {x=120, y=0, width=100, height=100}, highlighted, selectionAlpha=1
                    View "title 1" {x=8, y=8, width=84, height=20}
            """, "\(picture)")
    }
}
