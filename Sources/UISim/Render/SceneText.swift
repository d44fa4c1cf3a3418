// SceneText: how a scene picture writes numbers, names and rectangles, so the same scene gives
// the same bytes on every run and a changed scene changes only the lines that changed.

/// The fixed formatting rules of `World.render()`.
enum SceneText {
    /// A number with at most 2 decimals, trailing zeros dropped, never `-0`: `0.5`, `44`,
    /// `-130`, `0.33`. Two decimals are what a person reads in a picture; finer differences
    /// (float noise of an animation curve) would make snapshots flaky across toolchains.
    static func number(_ v: Double) -> String { DecimalText.format(v, places: 2) }

    /// A rectangle as the `ui` module's `Rect` prints: `{x=0, y=44, width=390, height=44}`.
    static func rect(_ r: Rect) -> String {
        "{x=\(number(r.minX)), y=\(number(r.minY)), width=\(number(r.width)), height=\(number(r.height))}"
    }

    /// A point: `(0, 88)`.
    static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// A title in double quotes, with `"`, `\` and control characters escaped, so a title can
    /// never break a line or look like another element.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7f {
                    out += "\\u{" + String(u.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// A controller as the picture names it: its UIKit type and title, `TableViewController "List"`.
    static func controller(_ vc: ViewController) -> String {
        vc.title.map { "\(vc.typeName) \(quoted($0))" } ?? vc.typeName
    }

    /// How a presented controller shows: its style, and the shape it took when that differs
    /// (`pageSheet as fullScreen` on iOS 12, rule 15.2).
    static func shape(_ vc: ViewController) -> String {
        let style = vc.modalPresentationStyle.resolved(in: vc.world.uikit).rawValue
        let shape: String = switch vc.modal.shape {
        case .fullScreen: "fullScreen"
        case .overFullScreen: "overFullScreen"
        case .sheet: style
        }
        return style == shape ? style : "\(style) as \(shape)"
    }
}

extension ViewController {
    /// The UIKit type this controller is (without the `UI` prefix), whatever subclass made it:
    /// what pictures and messages call it.
    public var typeName: String {
        self is NavigationController ? "NavigationController"
            : self is TableViewController ? "TableViewController"
            : self is CollectionViewController ? "CollectionViewController" : "ViewController"
    }
}
