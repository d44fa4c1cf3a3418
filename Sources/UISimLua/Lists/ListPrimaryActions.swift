// ListPrimaryActions: a list delegate's primary-action functions (iOS ≥ 16), written once for
// tables and collections: `canPerformPrimaryActionForRowAt`/`…ForItemAt` and
// `performPrimaryActionForRowAt`/`…ForItemAt` (rules 1.14 step 6, 3.40).
import UISim

extension LuaListDelegate {
    /// `t:canPerformPrimaryActionForRowAt(view, ip)` (or `…ForItemAt`): a boolean; UIKit's
    /// default when it is missing, raises or answers anything else (a callback error then).
    /// UISim asks only on iOS ≥ 16, after the selection calls of a tap in single mode.
    func canPerformPrimaryAction(_ list: List, _ p: IndexPath) -> Bool {
        // UIKit's default: yes unless the list is editing
        boolean("canPerformPrimaryActionFor\(List.kind.elementName)At", arguments(list, p), default: !list.isEditing)
    }

    /// `t:performPrimaryActionForRowAt(view, ip)` (or `…ForItemAt`): the tap's action, told
    /// whether or not the selection changed (even when `willSelectRowAt` answered nil).
    func performPrimaryAction(_ list: List, _ p: IndexPath) {
        tell("performPrimaryActionFor\(List.kind.elementName)At", list, p)
    }
}
