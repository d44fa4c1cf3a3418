// Modal presentation: what each style resolves to per era, and the appearance calls the
// presenter gets and does not get (rules 15.1–15.4, 15.6, 15.7, 8.5).
import Testing
@testable import UISim

@Suite("Presentation: styles and appearance calls")
struct PresentationAppearanceTests {
    /// A world showing `A`, with `B` ready to present in `style`; the log cleared.
    static func scene(ios: Int, style: ModalPresentationStyle) -> (World, ViewController, ViewController) {
        let world = World(iosVersion: ios)
        let a = ViewController(world: world, title: "A")
        world.show(a)
        let b = ViewController(world: world, title: "B")
        b.modalPresentationStyle = style
        world.clearLog()
        return (world, a, b)
    }

    static func appearance(_ world: World) -> [String] {
        world.log.filter { $0.contains(".view") && !$0.contains("viewDidLoad") }
    }

    @Test("rule 15.1: automatic is full screen before iOS 13, a page sheet in 13–17, a form sheet from 18")
    func automaticResolves() {
        #expect(ModalPresentationStyle.automatic.resolved(in: UIKitImplementation(iosVersion: 12)) == .fullScreen)
        #expect(ModalPresentationStyle.automatic.resolved(in: UIKitImplementation(iosVersion: 13)) == .pageSheet)
        #expect(ModalPresentationStyle.automatic.resolved(in: UIKitImplementation(iosVersion: 18)) == .formSheet)
        #expect(ModalPresentationStyle.pageSheet.shape(in: UIKitImplementation(iosVersion: 12)) == .fullScreen)
        #expect(ModalPresentationStyle.formSheet.shape(in: UIKitImplementation(iosVersion: 17)) == .sheet)
        #expect(ModalPresentationStyle.overFullScreen.shape(in: UIKitImplementation(iosVersion: 17)) == .overFullScreen)
    }

    @Test("rules 15.3, 15.6: full screen: the presenter disappears, and appears again on dismissal")
    func fullScreenCallsThePresenter() throws {
        let (world, a, b) = Self.scene(ios: 17, style: .fullScreen)
        var done = 0
        #expect(try a.present(b, animated: true) { done += 1 } == nil)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(Self.appearance(world) == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        #expect(done == 0, "the completion waits for the slide")
        try world.settle()
        #expect(done == 1)
        #expect(!a.view.isDescendant(of: world.window), "the presenter's view left the window")
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        world.clearLog()
        #expect(b.dismiss(animated: true) == nil)
        try world.settle()
        #expect(Self.appearance(world) == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                           "B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.isDescendant(of: world.window) && !b.view.isDescendant(of: world.window))
    }

    @Test("rules 15.4, 15.5, 8.5: a page sheet on iOS 13+ and overFullScreen leave the presenter alone")
    func sheetsLeaveThePresenterAlone() throws {
        for style in [ModalPresentationStyle.pageSheet, .automatic, .overFullScreen] {
            let (world, a, b) = Self.scene(ios: 17, style: style)
            try a.present(b, animated: true)
            try world.settle()
            b.dismiss(animated: false)
            #expect(Self.appearance(world) == ["B.viewWillAppear(true)", "B.viewDidAppear(true)",
                                               "B.viewWillDisappear(false)", "B.viewDidDisappear(false)"], "\(style)")
            #expect(a.view.isDescendant(of: world.window))
        }
    }

    @Test("rules 15.2, 8.5: the same page sheet on iOS 12 is full screen and calls the presenter")
    func pageSheetOnIOS12IsFullScreen() throws {
        let (world, a, b) = Self.scene(ios: 12, style: .pageSheet)
        try a.present(b, animated: false)
        #expect(b.presentedShape == .fullScreen)
        #expect(Self.appearance(world).first == "A.viewWillDisappear(false)")
    }

    @Test("rule 15.5: a card begins below the top of the screen")
    func sheetFrame() throws {
        let (world, a, b) = Self.scene(ios: 17, style: .pageSheet)
        try a.present(b, animated: true)
        #expect(b.view.presentationFrame.minY == 844, "it starts below the screen")
        world.advance(by: 0.175)
        #expect(b.view.presentationFrame.minY > 50 && b.view.presentationFrame.minY < 844, "it slides on the clock")
        try world.settle()
        #expect(b.view.frame == Rect(x: 0, y: 50, width: 390, height: 794))
    }

    @Test("rule 15.9: presenting a controller that is presented already throws UIKit's exception")
    func presentingAPresentedController() throws {
        let (world, a, b) = Self.scene(ios: 17, style: .fullScreen)
        try a.present(b, animated: false)
        let c = ViewController(world: world, title: "C")
        #expect(throws: UIKitException.presentActiveController(presented: "B")) {
            try c.present(b, animated: false)
        }
        #expect(try a.present(c, animated: false) == .alreadyPresenting("B"))
    }

    @Test("rule 15.7: dismiss with nothing presented is refused, and a dismissal cannot start mid-slide")
    func dismissRefusals() throws {
        let (world, a, b) = Self.scene(ios: 17, style: .pageSheet)
        #expect(a.dismiss(animated: true) == .nothingPresented)
        try a.present(b, animated: true)
        #expect(a.dismiss(animated: true) == .transitionRunning)
        try world.settle()
        #expect(a.dismiss(animated: true) == nil)
    }

    @Test("rule 15.3: a table controller inside a navigation controller presents from the navigation controller")
    func presentsFromTheTopContainer() throws {
        let world = World(iosVersion: 12)
        let list = TableViewController(world: world, title: "List")
        let nav = NavigationController(rootViewController: list)
        world.show(nav)
        let b = ViewController(world: world, title: "B")
        try list.present(b, animated: false)
        #expect(b.presentingViewController === nav && list.presentedViewController === b)
        #expect(world.log.contains("List.viewWillDisappear(false)"), "the navigation controller forwards to its top")
    }

    @Test("rule 15.10: render draws the presented controller after the root, with its resolved style")
    func renderShowsThePresentedController() throws {
        for (ios, shown) in [(17, "presented (pageSheet) "), (12, "presented (pageSheet as fullScreen) ")] {
            let (world, a, b) = Self.scene(ios: ios, style: .pageSheet)
            #expect(try a.present(b, animated: false) == nil)
            try world.settle()
            let text = world.render()
            let line = text.split(separator: "\n").first { $0.contains("presented (") }.map(String.init) ?? ""
            #expect(line.contains(shown) && line.contains("\"B\""), "render was:\n\(text)")
            let root = text.range(of: "\"A\"")?.lowerBound, presented = text.range(of: shown)?.lowerBound
            #expect(root != nil && presented != nil && root! < presented!, "the root first, then the presented")
        }
    }
}
