// AffineTransform: CGAffineTransform — the 2-D affine matrix a view's `transform` holds.

/// `CGAffineTransform`: maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// `CGAffineTransform.identity`.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(translationX:y:)`.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `CGAffineTransform(scaleX:y:)`.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `point.applying(t)`.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `t.inverted()`; a singular matrix is returned unchanged, as CoreGraphics does.
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Component by component (0: self, 1: other). [SIM] Core Animation decomposes the matrix
    /// (scale, rotation, translation) before interpolating; the two agree for translations and
    /// scales, which is what the simulation's tests animate (rule 11.4).
    func interpolated(to o: AffineTransform, at p: Double) -> AffineTransform {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        return AffineTransform(a: mix(a, o.a), b: mix(b, o.b), c: mix(c, o.c), d: mix(d, o.d),
                               tx: mix(tx, o.tx), ty: mix(ty, o.ty))
    }
}

extension Rect {
    /// `rect.applying(t)`: the smallest rectangle holding the transformed corners.
    public func applying(_ t: AffineTransform) -> Rect { mappingCorners(t.apply) }

    /// The smallest rectangle holding the four corners, each mapped by `f`.
    func mappingCorners(_ f: (Point) -> Point) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map(f)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
