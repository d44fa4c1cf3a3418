// The appearance hook a scripting bridge uses: it stands in for the methods at UIKit's moments,
// and the methods themselves stay the built-in behaviour.
import Testing
@testable import UISim

@Suite("Controllers: the appearance override hook")
struct AppearanceOverrideTests {
    final class Counting: ViewController {
        var builtIn: [String] = []
        override func viewWillAppear(_ animated: Bool) { builtIn.append("viewWillAppear(\(animated))") }
        override func viewDidLoad() { builtIn.append("viewDidLoad") }
    }

    @Test("a hook that handles the call replaces the method; one that declines lets it run")
    func hookReplacesOrDeclines() {
        let world = World()
        let vc = Counting(world: world, title: "A")
        var hooked: [String] = []
        vc.appearanceOverride = { name, animated in
            hooked.append("\(name)(\(animated.map(String.init) ?? "-"))")
            return name == "viewWillAppear"   // handle this one, decline the rest
        }
        world.show(vc)
        #expect(hooked == ["viewDidLoad(-)", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(vc.builtIn == ["viewDidLoad"], "viewWillAppear was handled by the hook")
        #expect(world.log.contains("A.viewWillAppear(false)"), "the call is still logged")
    }
}
