// SheetDismissal: the user pulling a sheet down (iOS 13+), scripted like the swipe-back:
// `update`, then `finish`, `cancel` or `release(velocity:)` (rules 15.5, 15.7, 15.8).

/// One pull on a presented sheet, from the finger touching down to the sheet settling.
///
/// A pull that is allowed tells the presentation controller's delegate `WillDismiss` and the
/// sheet `viewWillDisappear` as it begins; a finish slides the sheet away and ends with
/// `viewDidDisappear` and `DidDismiss`; a cancel sends `viewWillAppear`/`viewDidAppear` again
/// and no `DidDismiss`. A refused pull (`isModalInPresentation`, or `ShouldDismiss` answering
/// false) tells the delegate `DidAttemptToDismiss`, moves the sheet only a little, and always
/// springs back. The presenter hears nothing either way: its view never left the window.
public final class SheetDismissal {
    let sheet: ViewController
    /// Whether the dismissal was refused as the pull began (rule 15.8).
    public let isRefused: Bool
    /// [SIM] The progress past which a release finishes (as the swipe-back, rule 6.6).
    @exclusivity(unchecked) public var finishThreshold = 0.5
    /// [SIM] A flick faster than this (points per second, downward) finishes whatever the progress.
    @exclusivity(unchecked) public var flickVelocity = 300.0
    /// [SIM] How far a refused sheet follows the finger: this fraction of the pull (rule 15.8).
    static let refusedResistance = 0.1
    /// The interactive dismissal an allowed pull drives (nil when refused).
    private let transition: PresentationTransition?
    /// A refused pull's own state: the finger's progress, and whether it has settled.
    @exclusivity(unchecked) private var refusedPercent = 0.0
    @exclusivity(unchecked) private var refusedInteractive = true
    @exclusivity(unchecked) private var refusedComplete = false
    private let restingFrame: Rect

    var world: World { sheet.world }

    /// Begins a pull on `sheet`, a controller presented as a sheet and not transitioning.
    init(sheet: ViewController, presenter: ViewController) {
        self.sheet = sheet
        restingFrame = sheet.view.frame
        let delegate = sheet.modal.delegate
        // UIKit asks the delegate only when the sheet is not modal in presentation (rule 15.8).
        isRefused = sheet.modal.isModalInPresentation
            || !(sheet.world.perform { delegate?.presentationControllerShouldDismiss(sheet) ?? true })
        sheet.world.markRecordings("pull began")
        guard !isRefused else {
            transition = nil
            sheet.modal.isTransitioning = true
            sheet.world.perform { delegate?.presentationControllerDidAttemptToDismiss(sheet) }
            return
        }
        sheet.modal.isTransitioning = true
        let gone = sheet.offScreen(sheet)
        // unowned: the presenter keeps the transition that keeps this block (see PresentationTransition)
        let t = PresentationTransition(presenter: presenter, presented: sheet, dismissal: true, target: gone,
                                       animated: true, interactive: true) { [unowned presenter, unowned sheet] completed in
            guard completed else {
                sheet.modal.isTransitioning = false
                sheet.sendDidAppear(true)
                return
            }
            presenter.endDismissal(of: sheet, animated: true)
            sheet.world.perform { sheet.modal.delegate?.presentationControllerDidDismiss(sheet) }
        }
        transition = t
        presenter.modal.transition = t
        sheet.world.perform { delegate?.presentationControllerWillDismiss(sheet) }
        sheet.sendWillDisappear(true)
        t.start()
    }

    /// The duration of a whole slide away.
    public var duration: Double { ViewController.presentationDuration }
    /// The last progress the finger gave, 0…1 of the sheet's height.
    public var percentComplete: Double { transition?.percentComplete ?? refusedPercent }
    /// Whether the finger is still down.
    public var isInteractive: Bool { transition?.isInteractive ?? refusedInteractive }
    /// Whether the sheet has settled, gone or back.
    public var isComplete: Bool { transition?.isComplete ?? refusedComplete }

    /// The finger moved: progress `percent` of the sheet's height (clamped to 0…1).
    public func update(_ percent: Double) {
        if let transition { transition.update(percent); return }
        guard refusedInteractive else { return }
        refusedPercent = min(1, max(0, percent))
        let moved = refusedPercent * restingFrame.height * Self.refusedResistance
        world.performWithoutAnimation { sheet.view.frame = restingFrame.offsetBy(dy: moved) }
    }

    /// The finger is `y` points below where it began: progress `y ÷ sheet height`.
    public func update(translationY y: Double) {
        update(restingFrame.height > 0 ? y / restingFrame.height : 0)
    }

    /// The sheet goes: it slides away, then `viewDidDisappear` and `DidDismiss`. A refused pull
    /// cannot finish: it springs back as a cancel does.
    public func finish() { end(finishing: true) }

    /// The sheet stays: it slides back up.
    public func cancel() { end(finishing: false) }

    /// The finger lifts with `velocity` (points per second, positive downward): finish if
    /// `velocity > 0 && (p > threshold || velocity > flickVelocity)` and not refused, else cancel.
    /// - Returns: whether it finishes.
    @discardableResult
    public func release(velocity: Double) -> Bool {
        let finishes = !isRefused && velocity > 0 && (percentComplete > finishThreshold || velocity > flickVelocity)
        end(finishing: finishes)
        return finishes
    }

    private func end(finishing: Bool) {
        guard isInteractive else { return }
        world.markRecordings("finger lift: \(finishing && !isRefused ? "finish" : "cancel")")
        if let transition {
            // a cancel's "will" calls come before the rest of the slide back, as rule 4.4's
            transition.endInteraction(finish: finishing) { if !finishing { sheet.sendWillAppear(true) } }
            return
        }
        refusedInteractive = false
        sheet.slide(sheet.view, to: restingFrame, seconds: max(refusedPercent * duration, world.frameDuration)) { [self] in
            refusedComplete = true
            sheet.modal.isTransitioning = false
        }
    }
}

extension ViewController {
    /// The user puts a finger on this sheet and starts pulling it down (rule 15.5).
    /// - Returns: the pull to drive, or why none began: only a controller presented as a sheet
    ///   (iOS 13+ `pageSheet`/`formSheet`/`automatic`), with no transition running, can be pulled.
    public func beginInteractiveDismiss() -> Result<SheetDismissal, PresentationRefusal> {
        guard modal.presenting != nil else { return .failure(.nothingPresented) }
        guard modal.shape == .sheet else { return .failure(.notASheet(modal.shape)) }
        guard let presenter = modal.presenting, !modal.isTransitioning, modal.presented == nil else {
            return .failure(.transitionRunning)
        }
        return .success(SheetDismissal(sheet: self, presenter: presenter))
    }
}
