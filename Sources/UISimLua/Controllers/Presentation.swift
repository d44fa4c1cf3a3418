// Presentation: `vc:present(other, animated, completion)`, `vc:dismiss(animated, completion)`,
// `vc:beginInteractiveDismiss()` and the fields of modal presentation (rules 15.1–15.10).
import LuaKit
import UISim

extension Kit {
    func presentationMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        [
            "present": { [self] h, args throws(LuaCallError) in
                let other = try controllerArgument(args, 2, in: h.world)
                let animated = try requiredBoolean(args, 3)
                let completion: LuaValue? = args.isNil(4) ? nil : try args.function(4)
                if other === h.object { throw .argument(2, "a ViewController cannot present itself") }
                if other.parent != nil || h.world.rootViewController === other {
                    throw .argument(2, "ViewController is already in a navigation stack or on screen")
                }
                var refusal: PresentationRefusal?
                try uikitCall(h.world) { () throws(UIKitException) in
                    refusal = try h.object.present(other, animated: animated, completion: completion.map { block($0) })
                }
                if let refusal { throw .binding(.callRefused("present", on: Self.explain(refusal))) }
                return []
            },
            "dismiss": { [self] h, args throws(LuaCallError) in
                let animated = try requiredBoolean(args, 2)
                let completion: LuaValue? = args.isNil(3) ? nil : try args.function(3)
                let refusal = h.world.perform { h.object.dismiss(animated: animated, completion: completion.map { block($0) }) }
                if let refusal { throw .binding(.callRefused("dismiss", on: Self.explain(refusal))) }
                return []
            },
            // The user puts a finger on the sheet and pulls down (rule 15.5): returns the pull,
            // or nil and the reason none began.
            "beginInteractiveDismiss": { [self] h, _ throws(LuaCallError) in
                switch h.world.perform({ h.object.beginInteractiveDismiss() }) {
                case .success(let pull):
                    return [state.wrap(Handle(pull, world: h.world), as: sheetDismissalType, identity: pull)]
                case .failure(let refusal):
                    return [.nil, .string(Self.explain(refusal))]
                }
            },
        ]
    }

    func presentationGetters() -> [String: LuaGetter<Handle<ViewController>>] {
        [
            "presentedViewController": { [self] h throws(LuaCallError) in
                h.object.presentedViewController.map { wrap($0, h.world) } ?? .nil
            },
            "presentingViewController": { [self] h throws(LuaCallError) in
                h.object.presentingViewController.map { wrap($0, h.world) } ?? .nil
            },
            "modalPresentationStyle": { .string($0.object.modalPresentationStyle.rawValue) },
            "isModalInPresentation": { .boolean($0.object.isModalInPresentation) },
            "presentationControllerDelegate": { h throws(LuaCallError) in
                (h.object.modal.bridgeDelegate as? LuaPresentationDelegate)?.table ?? .nil
            },
        ]
    }

    func presentationSetters() -> [String: LuaSetter<Handle<ViewController>>] {
        [
            "modalPresentationStyle": { h, args throws(LuaCallError) in
                let names = ModalPresentationStyle.allCases.map(\.rawValue)
                guard let name = args.value(3).string, let style = ModalPresentationStyle(rawValue: name) else {
                    let got = args.value(3).string.map { "\"\($0)\"" } ?? args.typeName(3)
                    let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
                    throw .binding(.fieldValue("modalPresentationStyle", problem: "one of \(list) expected, got \(got)"))
                }
                h.object.modalPresentationStyle = style
            },
            "isModalInPresentation": { h, args throws(LuaCallError) in
                h.object.isModalInPresentation = try booleanField(args, "isModalInPresentation")
            },
            "presentationControllerDelegate": { [self] h, args throws(LuaCallError) in
                if args.isNil(3) {
                    h.object.modal.bridgeDelegate = nil
                    h.object.presentationControllerDelegate = nil
                    return
                }
                let type = args.typeName(3)
                guard type == "table" || type == "userdata" else {
                    throw .binding(.fieldType("presentationControllerDelegate", expected: "table or nil", got: type))
                }
                if type == "table" {
                    try args.rejectNearMisses(ofField: "presentationControllerDelegate", names: LuaPresentationDelegate.methods)
                }
                let d = LuaPresentationDelegate(args.value(3), kit: self, world: h.world)
                h.object.modal.bridgeDelegate = d
                h.object.presentationControllerDelegate = d
            },
        ]
    }

    /// A Lua completion as a block the clock keeps; called with no arguments, its error kept
    /// and raised by the Lua call that moved the clock.
    private func block(_ f: LuaValue) -> () -> Void {
        { [link] in
            guard let kit = link.kit else { return }
            _ = kit.errors.call(kit.state, f, [])
        }
    }

    /// A refusal in words that say what to do.
    static func explain(_ refusal: PresentationRefusal) -> String {
        switch refusal {
        case .alreadyPresenting(let name):
            "a ViewController that is already presenting \(name) (dismiss it first)"
        case .notInWindow:
            "a ViewController whose view is not in the window (world:show(vc) first)"
        case .transitionRunning:
            "a ViewController whose presentation or dismissal is running (world:settle() first)"
        case .nothingPresented:
            "a ViewController that neither presents nor is presented (nothing to dismiss)"
        case .notASheet(let shape):
            "a ViewController presented \(shape == .overFullScreen ? "overFullScreen" : "fullScreen"): only a sheet "
                + "can be pulled down (pageSheet, formSheet or automatic, on iOS 13 and later)"
        }
    }
}

/// A Lua object as the presentation controller's delegate, called as methods (self first) with
/// the presented controller: `function d:presentationControllerDidDismiss(vc)`. UIKit passes the
/// presentation controller; UISim has none, so the method gets the controller it presents.
final class LuaPresentationDelegate: LuaAdapter, PresentationControllerDelegate {
    static let methods = ["presentationControllerShouldDismiss", "presentationControllerWillDismiss",
                          "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss"]

    init(_ object: LuaValue, kit: Kit, world: World) {
        super.init(kit: kit, table: object, world: world, owner: "vc.presentationControllerDelegate", methods: Self.methods)
    }

    /// A missing method or nil means true (UIKit's default); anything else not a boolean is a
    /// callback error, and true.
    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
        guard let kit, let v = call("presentationControllerShouldDismiss", [kit.wrap(presented, presented.world)])?.first,
              v != .nil else { return true }
        guard case .boolean(let b) = v else {
            wrongResult("presentationControllerShouldDismiss", "boolean", v)
            return true
        }
        return b
    }

    func presentationControllerWillDismiss(_ presented: ViewController) { send("presentationControllerWillDismiss", presented) }
    func presentationControllerDidDismiss(_ presented: ViewController) { send("presentationControllerDidDismiss", presented) }
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
        send("presentationControllerDidAttemptToDismiss", presented)
    }

    private func send(_ name: String, _ presented: ViewController) {
        guard let kit else { return }
        _ = call(name, [kit.wrap(presented, presented.world)])
    }
}
