// CollectionView.ScrollPosition: UICollectionView.ScrollPosition, an option set whose vertical
// and horizontal groups each allow one member (rule 3.4).

extension CollectionView {
    /// The direction a flow layout scrolls in (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical
        case horizontal
    }

    /// Where `scrollToItem` and `selectItem` put an item (`UICollectionView.ScrollPosition`).
    ///
    /// An option set, as in UIKit: one vertical position may be combined with one horizontal
    /// position. Two positions of the same group (say `.top` and `.bottom`) are invalid, and
    /// the collection view raises `NSInvalidArgumentException` for them (rule 3.4). The raw
    /// values are UIKit's (`1 << 0` … `1 << 5`).
    public struct ScrollPosition: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No scrolling: `selectItem` leaves the content where it is; `scrollToItem` scrolls
        /// the least amount that makes the item fully visible.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the area inside the content inset.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the centre of the area inside the content inset.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the area inside the content inset.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the area inside the content inset.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the horizontal centre of the area inside the content inset.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the area inside the content inset.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The vertical group: at most one of these may be set.
        public static let verticalPositions: ScrollPosition = [.top, .centeredVertically, .bottom]
        /// The horizontal group: at most one of these may be set.
        public static let horizontalPositions: ScrollPosition = [.left, .centeredHorizontally, .right]

        /// Every named position with its Swift name, in raw-value order.
        static let named: [(ScrollPosition, String)] = [
            (.top, "top"), (.centeredVertically, "centeredVertically"), (.bottom, "bottom"),
            (.left, "left"), (.centeredHorizontally, "centeredHorizontally"), (.right, "right"),
        ]

        /// The position with Swift name `name` (`"none"`, `"top"`, … as the Lua API spells
        /// them), or nil for an unknown name.
        public init?(named name: String) {
            if name == "none" { self = .none; return }
            guard let match = Self.named.first(where: { $0.1 == name }) else { return nil }
            self = match.0
        }

        /// The vertical member, if exactly one is set.
        public var vertical: ScrollPosition? { single(in: Self.verticalPositions) }
        /// The horizontal member, if exactly one is set.
        public var horizontal: ScrollPosition? { single(in: Self.horizontalPositions) }

        private func single(in group: ScrollPosition) -> ScrollPosition? {
            let members = intersection(group)
            return members.rawValue.nonzeroBitCount == 1 ? members : nil
        }

        /// The shared alignment (rule 2.20's formulas) this position means on the vertical axis.
        ///
        /// [SIM] The spec gives the formulas for the table; the collection view uses the same
        /// ones on each axis, and an axis with no position moves the least amount that makes
        /// the item fully visible, as `.none` does for `scrollToRow`.
        var verticalAlignment: ScrollAlignment { alignment(vertical, start: .top, center: .centeredVertically) }

        /// The shared alignment this position means on the horizontal axis.
        var horizontalAlignment: ScrollAlignment {
            alignment(horizontal, start: .left, center: .centeredHorizontally)
        }

        private func alignment(_ member: ScrollPosition?, start: ScrollPosition, center: ScrollPosition) -> ScrollAlignment {
            switch member {
            case nil: .minimal
            case start?: .start
            case center?: .center
            case .some: .end
            }
        }

        /// Why this combination is invalid, or nil when it is valid (rule 3.4).
        ///
        /// [SIM] UIKit's exact exception text is not recorded (the header only says that such
        /// a combination "will result in an NSInvalidArgumentException"), so the reason names
        /// the offending positions and the group they belong to.
        public var invalidReason: String? {
            let v = intersection(Self.verticalPositions), h = intersection(Self.horizontalPositions)
            if v.rawValue.nonzeroBitCount > 1 {
                return "Invalid scroll position \(self): the vertical positions top, centeredVertically and bottom are mutually exclusive"
            }
            if h.rawValue.nonzeroBitCount > 1 {
                return "Invalid scroll position \(self): the horizontal positions left, centeredHorizontally and right are mutually exclusive"
            }
            return nil
        }

        /// `[top, left]`, `[]` for `.none`.
        public var description: String {
            "[" + Self.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// The kind of a section header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
