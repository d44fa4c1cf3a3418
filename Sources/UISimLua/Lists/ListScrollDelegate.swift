// ListScrollDelegate: `tv.delegate`/`cv.delegate` hear the scroll news of a finger's scroll
// (UIScrollViewDelegate's methods, rule 12.2), called `t:name(view, ...)` like the rest.
import LuaKit
import UISim

extension ListKind {
    /// The scroll-view delegate functions a list's Lua delegate may define.
    static let scrollViewDelegateMethods = [
        "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
        "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    ]
}

extension LuaListDelegate: ScrollViewDelegate {
    /// Calls `t:name(view, extra...)`; nil without the function, or for a view not this list.
    private func callScroll(_ name: String, _ view: View, _ extra: @autoclosure () -> [LuaValue] = []) -> [LuaValue]? {
        guard let kit, let list = view as? List else { return nil }
        return call(name, [kit.listViewValue(list, types, world)] + extra())
    }

    func scrollViewWillBeginDragging(_ scrollView: View) {
        _ = callScroll("scrollViewWillBeginDragging", scrollView)
    }

    func scrollViewDidScroll(_ scrollView: View) {
        _ = callScroll("scrollViewDidScroll", scrollView)
    }

    /// `t:scrollViewWillEndDragging(view, velocity, target)`: `velocity` and `target` are
    /// `{x=, y=}` tables; the function changes where the content comes to rest by writing
    /// `target.x`/`target.y` (rule 12.4). A target left without finite numbers is a callback
    /// error, and the content goes where it would have.
    func scrollViewWillEndDragging(_ scrollView: View, withVelocity velocity: Point, targetContentOffset: inout Point) {
        guard let kit, function("scrollViewWillEndDragging") != nil else { return }
        let target = pointTable(kit.state, targetContentOffset)
        guard callScroll("scrollViewWillEndDragging", scrollView, [pointTable(kit.state, velocity), target]) != nil
        else { return }
        do throws(GeometryProblem) {
            targetContentOffset = try kit.point(target)
        } catch {
            problem("scrollViewWillEndDragging", "target\(error.field.map { ".\($0)" } ?? ""): \(error.message)")
        }
    }

    func scrollViewDidEndDragging(_ scrollView: View, willDecelerate decelerate: Bool) {
        _ = callScroll("scrollViewDidEndDragging", scrollView, [.boolean(decelerate)])
    }

    func scrollViewWillBeginDecelerating(_ scrollView: View) {
        _ = callScroll("scrollViewWillBeginDecelerating", scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: View) {
        _ = callScroll("scrollViewDidEndDecelerating", scrollView)
    }
}
