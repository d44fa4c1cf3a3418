// RecordingSVGTests: the SVG plot parses as XML, with an <svg> root, one series per value and
// one mark per frame with events.
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import UISim

@Suite("Recording: the SVG plot")
struct RecordingSVGTests {
    /// The elements of a document: name and attributes, in document order.
    final class Elements: NSObject, XMLParserDelegate {
        var found: [(name: String, attributes: [String: String])] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            found.append((name, attributes))
        }
    }

    private func parse(_ svg: String) throws -> [(name: String, attributes: [String: String])] {
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        let ok = parser.parse()
        #expect(ok, "the SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "?")")
        return elements.found
    }

    @Test("an <svg> root, one series per value named by data-name, an event mark per frame with events")
    func structure() throws {
        let world = World(framesPerSecond: 60)
        var k = 0.0
        let r = world.startRecording([(name: "alpha", sampler: { k += 1; return k.truncatingRemainder(dividingBy: 7) == 0 ? nil : k / 40 }),
                                      (name: "offset <x> & \"y\"", sampler: { -k })])
        world.advance(by: 0.1)
        world.record("first")
        world.record("second, same frame")
        world.advance(by: 0.2)
        world.record("third\u{1}")
        world.advance(by: 0.2)
        r.stop()
        let elements = try parse(r.svg())
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let series = elements.filter { $0.name == "g" && $0.attributes["class"] == "series" }
        #expect(series.map { $0.attributes["data-name"] } == ["alpha", "offset <x> & \"y\""])
        #expect(elements.filter { $0.attributes["class"] == "event" }.count == 2)
        // alpha has gaps, so more than one polyline
        #expect(elements.filter { $0.name == "polyline" }.count > 2)
        #expect(elements.contains { $0.attributes["class"] == "x-axis" })
        #expect(elements.contains { $0.attributes["class"] == "y-axis" })
    }

    @Test("a recording with one frame or a constant value still parses")
    func degenerate() throws {
        let world = World()
        let r = world.startRecording([(name: "c", sampler: { 5 })])
        #expect(try parse(r.svg()).first?.name == "svg")
        world.advance(by: 0.1)
        #expect(try parse(r.svg()).filter { $0.name == "polyline" }.count == 1)
    }

    @Test("ticks land on round numbers and cover the range")
    func ticks() {
        let r = Recording.niceRange(0.013, 0.487)
        #expect(r.low <= 0.013 && r.high >= 0.487)
        #expect(r.ticks.count >= 3 && r.ticks.count <= 12)
        #expect(r.ticks.allSatisfy { abs(($0 / 0.1).rounded() * 0.1 - $0) < 1e-9 })
    }
}

@Suite("Recording: the SVG plot's time axis")
struct RecordingSVGTimeAxisTests {
    @Test("time runs exactly over the recording, with round ticks inside it")
    func tight() {
        let r = Recording.niceRange(0.35, 0.9, tight: true)
        #expect(r.low == 0.35 && r.high == 0.9)
        #expect(r.ticks.first.map { $0 >= 0.35 } == true && r.ticks.last.map { $0 <= 0.9 } == true)
        #expect(r.ticks.count >= 2)
    }
}
