// ScrollPositionTests: UICollectionView.ScrollPosition as an option set with exclusive groups.
import Testing
@testable import UISim

@Suite("Scroll position")
struct ScrollPositionTests {
    @Test("raw values are UIKit's")
    func rawValues() {
        // rule 3.4
        #expect(CollectionView.ScrollPosition.none.rawValue == 0)
        #expect(CollectionView.ScrollPosition.top.rawValue == 1)
        #expect(CollectionView.ScrollPosition.centeredVertically.rawValue == 2)
        #expect(CollectionView.ScrollPosition.bottom.rawValue == 4)
        #expect(CollectionView.ScrollPosition.left.rawValue == 8)
        #expect(CollectionView.ScrollPosition.centeredHorizontally.rawValue == 16)
        #expect(CollectionView.ScrollPosition.right.rawValue == 32)
    }

    @Test("one vertical and one horizontal position combine", arguments: [
        CollectionView.ScrollPosition.none, .top, .bottom, [.top, .left], [.centeredVertically, .centeredHorizontally],
        [.bottom, .right], .right,
    ])
    func validCombinations(position: CollectionView.ScrollPosition) {
        // rule 3.4
        #expect(position.invalidReason == nil)
    }

    /// Each invalid combination with the reason it raises.
    static let invalid: [(CollectionView.ScrollPosition, String)] = [
        ([.top, .bottom],
         "Invalid scroll position [top, bottom]: the vertical positions top, centeredVertically and bottom are mutually exclusive"),
        ([.top, .centeredVertically, .left],
         "Invalid scroll position [top, centeredVertically, left]: the vertical positions top, centeredVertically and bottom are mutually exclusive"),
        ([.left, .right],
         "Invalid scroll position [left, right]: the horizontal positions left, centeredHorizontally and right are mutually exclusive"),
        ([.bottom, .centeredHorizontally, .right],
         "Invalid scroll position [bottom, centeredHorizontally, right]: the horizontal positions left, centeredHorizontally and right are mutually exclusive"),
    ]

    @Test("two positions of one group are invalid, with a message naming them", arguments: invalid)
    func invalidCombinations(position: CollectionView.ScrollPosition, reason: String) {
        // rule 3.4 (the exact wording is [SIM]: UIKit's text is not recorded)
        #expect(position.invalidReason == reason)
    }

    @Test("names parse as the Lua API spells them")
    func names() {
        // rule 3.4
        #expect(CollectionView.ScrollPosition(named: "none") == CollectionView.ScrollPosition.none)
        #expect(CollectionView.ScrollPosition(named: "centeredHorizontally") == .centeredHorizontally)
        #expect(CollectionView.ScrollPosition(named: "middle") == nil)
        #expect(CollectionView.ScrollPosition([.top, .left]).vertical == .top)
        #expect(CollectionView.ScrollPosition([.top, .left]).horizontal == .left)
        #expect(CollectionView.ScrollPosition([.top, .bottom]).vertical == nil)
    }
}
