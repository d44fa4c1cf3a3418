// GestureRecognizer: `nav.interactivePopGestureRecognizer`, the swipe-back recognizer — what
// code reads and sets of it: `isEnabled`, `state`, `edges` (rule 4.9, 4.10).
import LuaKit
import UISim

extension Kit {
    /// The `ScreenEdgePanGestureRecognizer` type. Turning it off (`isEnabled = false`) makes
    /// `nav:beginInteractivePop()` refuse, as the real swipe does not begin.
    static func gestureRecognizerType(_ state: LuaState, _ errors: CallbackErrors)
        -> LuaObjectType<Handle<ScreenEdgePanGestureRecognizer>> {
        state.declareType("ScreenEdgePanGestureRecognizer", of: Handle<ScreenEdgePanGestureRecognizer>.self) { [unowned state] type in
            defineGestureRecognizerType(type, state, errors)
        }
    }

    /// The recognizer's fields (`gestureRecognizerType`), set when the first one reaches Lua.
    private static func defineGestureRecognizerType(_ type: LuaObjectType<Handle<ScreenEdgePanGestureRecognizer>>,
                                                    _ state: LuaState, _ errors: CallbackErrors) {
        state.define(type, methods: [:], traits: LuaTypeTraits(
            getters: [
                "isEnabled": { .boolean($0.object.isEnabled) },
                "state": { .string($0.object.state.rawValue) },
                "edges": { $0.object.edges == .left ? .string("left") : .string("other") },
            ],
            setters: [
                "isEnabled": { h, args throws(LuaCallError) in
                    h.object.isEnabled = try booleanField(args, "isEnabled")
                },
            ],
            description: { h in
                "ScreenEdgePanGestureRecognizer \(h.object.state.rawValue)\(h.object.isEnabled ? "" : ", disabled")"
            }),
            methodGuard: errors, fieldGuard: errors)
    }
}
