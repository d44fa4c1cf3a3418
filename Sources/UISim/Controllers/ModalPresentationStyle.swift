// ModalPresentationStyle: `UIModalPresentationStyle`, what each style resolves to on an iPhone in
// each era, and what the resolved style does to the presenter (rules 15.1–15.4).

/// `UIModalPresentationStyle`, the styles UISim models.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen
}

/// What a style becomes on screen once UIKit has resolved and adapted it (rule 15.2).
public enum PresentedShape: Sendable, Equatable {
    /// Covers the screen; the presenter's view leaves the window (rule 15.3).
    case fullScreen
    /// Covers the screen; the presenter's view stays below it (rule 15.4).
    case overFullScreen
    /// A card over the presenter, which stays on screen; the user can pull it down (rule 15.5).
    case sheet
}

extension ModalPresentationStyle {
    /// The shape this style takes on an iPhone in `uikit`'s era: `automatic` is a page sheet from
    /// iOS 13 and full screen before; both sheet styles adapt to full screen before iOS 13
    /// (compact width) and are cards after (rules 15.1, 15.2).
    public func shape(in uikit: UIKitImplementation) -> PresentedShape {
        switch self {
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .automatic, .pageSheet, .formSheet: uikit.sheetsCoverOnlyPartOfTheScreen ? .sheet : .fullScreen
        }
    }

    /// What `automatic` resolves to (rule 15.1): full screen before iOS 13, a page sheet in
    /// iOS 13–17, a form sheet from iOS 18. Other styles are themselves.
    public func resolved(in uikit: UIKitImplementation) -> ModalPresentationStyle {
        guard self == .automatic else { return self }
        if !uikit.sheetsCoverOnlyPartOfTheScreen { return .fullScreen }
        return uikit.automaticPresentationIsFormSheet ? .formSheet : .pageSheet
    }
}

extension PresentedShape {
    /// Whether the presenter gets `viewWillDisappear`/`viewDidDisappear` on presentation and
    /// `viewWillAppear`/`viewDidAppear` on dismissal (rules 15.3, 15.4, 8.5): only when its view
    /// leaves the window.
    var removesPresenter: Bool { self == .fullScreen }

    /// [SIM] The presented view's frame when shown: a card starts `sheetTopInset` points below
    /// the top (rule 15.5).
    func frame(in screen: Size) -> Rect {
        let top = self == .sheet ? PresentedShape.sheetTopInset : 0
        return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
    }

    /// [SIM] How far below the top of the screen a card begins (rule 15.5).
    static let sheetTopInset = 50.0
}

/// The presentation controller's delegate (`UIAdaptivePresentationControllerDelegate`), told
/// about dismissals the user starts by pulling a sheet down — never about `dismiss(animated:)`
/// (rules 15.7, 15.8).
public protocol PresentationControllerDelegate: AnyObject {
    /// Whether the pull may dismiss; false refuses it as `isModalInPresentation` does.
    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool
    func presentationControllerWillDismiss(_ presented: ViewController)
    func presentationControllerDidDismiss(_ presented: ViewController)
    /// A pull was refused (by `isModalInPresentation` or `presentationControllerShouldDismiss`).
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController)
}

extension PresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presented: ViewController) {}
    public func presentationControllerDidDismiss(_ presented: ViewController) {}
    public func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {}
}

/// A controller's side of modal presentation: what it presents, who presents it, and its style.
public final class ModalState {
    /// What this controller presents (strong: the presenter keeps the presented, as in UIKit).
    @exclusivity(unchecked) var presented: ViewController?
    /// Who presents this controller; the presented does not keep its presenter.
    weak var presenting: ViewController?
    /// The shape the presentation took, fixed when it began.
    @exclusivity(unchecked) var shape: PresentedShape = .fullScreen
    @exclusivity(unchecked) public var style: ModalPresentationStyle = .automatic
    @exclusivity(unchecked) public var isModalInPresentation = false
    public weak var delegate: PresentationControllerDelegate?
    /// What a scripting bridge keeps here so its stand-in delegate lives as long as the
    /// assignment (UISim, like UIKit, holds `delegate` weakly).
    @exclusivity(unchecked) public var bridgeDelegate: AnyObject?
    /// A presentation or dismissal animating, or a pull in progress.
    @exclusivity(unchecked) var isTransitioning = false
    /// The presenter's side: the presentation or dismissal running, and its coordinator, kept
    /// until it ends (see `PresentationTransition` for why it is the presenter that keeps them).
    @exclusivity(unchecked) var transition: PresentationTransition?
    @exclusivity(unchecked) var coordinator: TransitionCoordinator?

    init() {}
}
