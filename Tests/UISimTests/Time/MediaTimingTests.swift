// MediaTimingTests: CAMediaTiming's local-time formula down the layer tree (rules 7.1, 7.2).
import Testing
@testable import UISim

@Suite("Media timing: local time and convertTime")
struct MediaTimingTests {
    @Test("beginTime 0, speed 1 and timeOffset 0 by default: local time is parent time")
    func defaults() {
        // rule 7.1
        let layer = Layer()
        #expect(layer.beginTime == 0)
        #expect(layer.speed == 1)
        #expect(layer.timeOffset == 0)
        expectClose(layer.localTime(fromParentTime: 3.5), 3.5)
    }

    @Test("t = (tp − beginTime) × speed + timeOffset")
    func formula() {
        // rule 7.1
        let layer = Layer()
        layer.beginTime = 2
        layer.speed = 3
        layer.timeOffset = 0.5
        expectClose(layer.localTime(fromParentTime: 5), (5 - 2) * 3 + 0.5)
        expectClose(layer.localTime(fromParentTime: 2), 0.5)
    }

    @Test("a layer's local time follows the world clock through its timing")
    func followsWorldClock() {
        // rule 7.1
        let world = World()
        let layer = Layer()
        world.rootLayer.addSublayer(layer)
        layer.beginTime = 1
        layer.speed = 2
        expectClose(layer.localTime, -2)
        world.advance(by: 4)
        expectClose(layer.localTime, (4 - 1) * 2)
    }

    @Test("the mapping nests down the tree, so speeds multiply")
    func nestingMultipliesSpeeds() {
        // rule 7.1
        let world = World()
        let parent = Layer(), child = Layer(), grandchild = Layer()
        world.rootLayer.addSublayer(parent)
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        parent.speed = 2
        child.speed = 3
        grandchild.speed = 0.5
        world.advance(by: 1.5)
        expectClose(parent.localTime, 3)
        expectClose(child.localTime, 9)
        expectClose(grandchild.localTime, 4.5)
    }

    @Test("offsets and begin times compose through the parent's local time")
    func nestingComposesOffsets() {
        // rule 7.1
        let world = World()
        let parent = Layer(), child = Layer()
        world.rootLayer.addSublayer(parent)
        parent.addSublayer(child)
        parent.speed = 2
        parent.timeOffset = 1
        child.beginTime = 0.5
        child.speed = 3
        world.advance(by: 2)
        let parentTime = (2 - 0) * 2 + 1.0
        expectClose(child.localTime, (parentTime - 0.5) * 3)
    }

    @Test("worldTime(forLocal:) inverts the nested mapping, and is nil below a paused layer")
    func worldTimeInverts() {
        // rule 7.1
        let world = World()
        let parent = Layer(), child = Layer()
        world.rootLayer.addSublayer(parent)
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 1
        child.timeOffset = 3
        child.speed = 0.25
        let w = 7.25
        let local = child.localTime(atWorldTime: w)
        expectClose(child.worldTime(forLocal: local) ?? .nan, w)
        parent.speed = 0
        #expect(child.worldTime(forLocal: local) == nil)
    }

    @Test("the worked example: timeOffset 1, speed 0.5 converts 0.5 to 1.25")
    func convertTimeTestVector() {
        // rule 7.2
        let world = World()
        let layer = Layer()
        world.rootLayer.addSublayer(layer)
        layer.timeOffset = 1
        layer.speed = 0.5
        expectClose(layer.convertTime(0.5, from: nil), 1.25)
        expectClose(layer.worldTime(forLocal: 1.25) ?? .nan, 0.5)
    }

    @Test("convertTime(_:from:) goes through the world clock between two layers")
    func convertTimeBetweenLayers() {
        // rule 7.2
        let world = World()
        let a = Layer(), b = Layer()
        world.rootLayer.addSublayer(a)
        world.rootLayer.addSublayer(b)
        a.speed = 2
        b.timeOffset = 1
        b.speed = 0.5
        // a's local 4 is world 2, which is b's local (2 × 0.5) + 1.
        expectClose(b.convertTime(4, from: a), 2)
        expectClose(a.convertTime(2, from: b), 4)
    }
}
