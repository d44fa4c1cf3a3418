// View+Converting: `convert(_:to:)` — points and rectangles from one view's coordinates to
// another's, through frames and transforms (rule 11.5).

extension View {
    /// `convert(_:to:)` for a point: from this view's bounds to `view`'s (nil: the window, the
    /// root of this view's tree). Uses model values, as UIKit does (not what is drawn).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = toRoot(point)
        guard let view else { return inRoot }
        return view.fromRoot(inRoot)
    }

    /// `convert(_:to:)` for a rectangle: the smallest rectangle holding the converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        rect.mappingCorners { convert($0, to: view) }
    }

    /// A point of this view's bounds in its superview's coordinates: about the center, through
    /// the transform. [SIM] Bounds origins are zero (scroll offsets are not applied).
    private func toSuperview(_ p: Point) -> Point {
        let b = bounds, c = center
        let q = transform.apply(Point(x: p.x - b.midX, y: p.y - b.midY))
        return Point(x: q.x + c.x, y: q.y + c.y)
    }

    private func fromSuperview(_ p: Point) -> Point {
        let b = bounds, c = center
        let q = transform.inverted().apply(Point(x: p.x - c.x, y: p.y - c.y))
        return Point(x: q.x + b.midX, y: q.y + b.midY)
    }

    /// The point in the coordinates of this tree's root's superview (the window's space).
    private func toRoot(_ p: Point) -> Point {
        var q = p
        var v: View? = self
        while let c = v {
            q = c.toSuperview(q)
            v = c.superview
        }
        return q
    }

    private func fromRoot(_ p: Point) -> Point {
        var chain: [View] = []
        var v: View? = self
        while let c = v {
            chain.append(c)
            v = c.superview
        }
        var q = p
        for c in chain.reversed() { q = c.fromSuperview(q) }
        return q
    }
}
