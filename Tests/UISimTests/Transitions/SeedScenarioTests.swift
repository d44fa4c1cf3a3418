// The seeds, working (issue 4, point 7): each version of viewWillAppear in both eras, through an
// interactive pop that finishes, one that is cancelled, an animated button pop and a
// non-animated pop. The scenario code is the same for every version of iOS; only the
// expectations name the era.
import Testing
@testable import UISim

@Suite("Seeds: deselection alongside a pop")
struct SeedScenarioTests {
    static let eras = [9, 10, 11, 17]

    typealias Make = @Sendable (World) -> ViewController
    static let seedVersions: [(String, Make)] = [
        ("table seed", { SeedTableController(world: $0, title: "List") }),
        ("collection seed", { SeedCollectionController(world: $0, title: "List") }),
        ("table extension", { TableExtensionController(world: $0, title: "List") }),
        ("collection extension", { CollectionExtensionController(world: $0, title: "List") }),
    ]

    // rule 8.7, rule 0.5: the selected cell's selection follows the finger, in both eras
    @Test("while the finger moves, the selection fades with the swipe", arguments: eras)
    func scrubbed(ios: Int) throws {
        for (name, make) in Self.seedVersions {
            let world = World(iosVersion: ios)
            let scene = try Scene(ios: ios, list: make(world))
            let swipe = try #require(scene.nav.beginInteractivePop())
            for p in [0.2, 0.5, 0.8] {
                swipe.update(p)
                world.advance(by: 0.5)   // time passes with the finger still: nothing runs ahead
                let alpha = try #require(scene.cell?.selectionAlpha, "\(name)")
                #expect(abs(alpha - (1 - p)) < 1e-6, "\(name) iOS \(ios) at \(p): \(alpha)")
            }
            swipe.finish()
            try world.settle()
        }
    }

    // rule 8.7, rule 4.3: a finished interactive pop leaves no selection
    @Test("an interactive pop that finishes deselects", arguments: eras)
    func finished(ios: Int) throws {
        for (name, make) in Self.seedVersions {
            let world = World(iosVersion: ios)
            let scene = try Scene(ios: ios, list: make(world))
            let swipe = try #require(scene.nav.beginInteractivePop())
            swipe.update(0.6)
            swipe.finish()
            try world.settle()
            #expect(scene.selection == nil, "\(name) iOS \(ios)")
            #expect(scene.cell?.selectionAlpha == 0, "\(name) iOS \(ios)")
            #expect(scene.nav.topViewController === scene.list)
        }
    }

    // rule 8.7, rule 4.4: a cancelled swipe restores the selection, with no delegate calls
    @Test("a cancelled swipe keeps the row selected", arguments: eras)
    func cancelled(ios: Int) throws {
        for (name, make) in Self.seedVersions {
            let world = World(iosVersion: ios)
            let scene = try Scene(ios: ios, list: make(world))
            let swipe = try #require(scene.nav.beginInteractivePop())
            swipe.update(0.4)
            swipe.cancel()
            try world.settle()
            #expect(scene.selection == [Scene.selected], "\(name) iOS \(ios)")
            #expect(scene.cell?.selectionAlpha == 1, "\(name) iOS \(ios)")
            #expect(scene.nav.topViewController === scene.detail)
            #expect(scene.delegate.calls.isEmpty, "\(name): \(scene.delegate.calls)")
        }
    }

    // rule 4.2, rule 5.4: a button pop fades the selection over the transition
    @Test("an animated button pop fades the row out with the transition", arguments: eras)
    func buttonPop(ios: Int) throws {
        for (name, make) in Self.seedVersions {
            let world = World(iosVersion: ios)
            let scene = try Scene(ios: ios, list: make(world))
            scene.nav.popViewController(animated: true)
            world.advance(by: 0.35 / 2)
            let mid = try #require(scene.cell?.selectionAlpha)
            #expect(mid > 0.05 && mid < 0.95, "\(name) iOS \(ios) mid-way: \(mid)")
            try world.settle()
            #expect(scene.selection == nil, "\(name)")
            #expect(scene.cell?.selectionAlpha == 0, "\(name)")
        }
    }

    // rule 4.5, rule 8.7: a non-animated pop has no coordinator and deselects at once
    @Test("a non-animated pop deselects at once", arguments: eras)
    func nonAnimatedPop(ios: Int) throws {
        for (name, make) in Self.seedVersions {
            let world = World(iosVersion: ios)
            let scene = try Scene(ios: ios, list: make(world))
            scene.nav.popViewController(animated: false)
            #expect(scene.selection == nil, "\(name)")
            if name == "collection extension" {
                // the seed's helper always animates when there is no coordinator
                #expect(scene.cell?.selectionAlpha == 1, "\(name)")
                world.advance(by: ListCell.selectionAnimationDuration)
            }
            #expect(scene.cell?.selectionAlpha == 0, "\(name)")
        }
    }

    // rule 0.3, rule 0.4, rule 8.7: the naive version in the modern era runs on the clock and
    // loses the selection on a cancelled swipe
    @Test("naive deselect: modern era runs on the clock and loses the selection on cancel", arguments: [11, 17])
    func naiveModern(ios: Int) throws {
        let world = World(iosVersion: ios)
        let scene = try Scene(ios: ios, list: NaiveTableController(world: world, title: "List"))
        let swipe = try #require(scene.nav.beginInteractivePop())
        swipe.update(0.1)
        world.advance(by: 0.3)
        #expect(scene.cell?.selectionAlpha == 0, "over in 0.3 s whatever the finger does")
        swipe.cancel()
        try world.settle()
        #expect(scene.selection == nil, "the selection is lost")
    }

    // rule 0.2, rule 7.4: the naive version in the legacy era is caught in the paused container
    @Test("naive deselect: legacy era follows the finger", arguments: [9, 10])
    func naiveLegacy(ios: Int) throws {
        let world = World(iosVersion: ios)
        let scene = try Scene(ios: ios, list: NaiveTableController(world: world, title: "List"))
        let swipe = try #require(scene.nav.beginInteractivePop())
        swipe.update(0.1)
        world.advance(by: 1)
        let early = try #require(scene.cell?.selectionAlpha)
        #expect(early > 0.5, "frozen with the finger at 10 %: \(early)")
        swipe.update(0.9)
        let late = try #require(scene.cell?.selectionAlpha)
        #expect(late < early, "moves with the finger: \(late)")
        swipe.finish()
        try world.settle()
        #expect(scene.selection == nil)
    }
}
