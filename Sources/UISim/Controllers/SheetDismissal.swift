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
    public var finishThreshold = 0.5
    /// [SIM] A flick faster than this (points per second, downward) finishes whatever the progress.
    public var flickVelocity = 300.0
    /// [SIM] How far a refused sheet follows the finger: this fraction of the pull (rule 15.8).
    static let refusedResistance = 0.1
    /// The last progress the finger gave, 0…1 of the sheet's height.
    public private(set) var percentComplete = 0.0
    public private(set) var isInteractive = true
    public private(set) var isComplete = false
    private let restingFrame: Rect

    var world: World { sheet.world }

    /// Begins a pull on `sheet`, a controller presented as a sheet and not transitioning.
    init(sheet: ViewController) {
        self.sheet = sheet
        restingFrame = sheet.view.frame
        let delegate = sheet.modal.delegate
        // UIKit asks the delegate only when the sheet is not modal in presentation (rule 15.8).
        isRefused = sheet.modal.isModalInPresentation
            || !(sheet.world.perform { delegate?.presentationControllerShouldDismiss(sheet) ?? true })
        sheet.modal.isTransitioning = true
        world.markRecordings("pull began")
        if isRefused {
            world.perform { delegate?.presentationControllerDidAttemptToDismiss(sheet) }
        } else {
            world.perform { delegate?.presentationControllerWillDismiss(sheet) }
            sheet.sendWillDisappear(true)
        }
    }

    /// The duration of a whole slide away.
    public var duration: Double { ViewController.presentationDuration }

    /// The finger moved: progress `percent` of the sheet's height (clamped to 0…1).
    public func update(_ percent: Double) {
        guard isInteractive else { return }
        percentComplete = min(1, max(0, percent))
        let moved = percentComplete * restingFrame.height * (isRefused ? Self.refusedResistance : 1)
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

    private func end(finishing requested: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        let finishing = requested && !isRefused
        world.markRecordings("finger lift: \(finishing ? "finish" : "cancel")")
        let p = percentComplete
        if finishing {
            sheet.slideAway(sheet, animated: true, seconds: (1 - p) * duration) { [self] in
                isComplete = true
                world.perform { sheet.modal.delegate?.presentationControllerDidDismiss(sheet) }
            }
            return
        }
        if !isRefused { sheet.sendWillAppear(true) }
        sheet.slide(sheet.view, to: restingFrame, seconds: max(p * duration, world.frameDuration)) { [self] in
            isComplete = true
            sheet.modal.isTransitioning = false
            if !isRefused { sheet.sendDidAppear(true) }
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
        if modal.isTransitioning || modal.presented != nil { return .failure(.transitionRunning) }
        return .success(SheetDismissal(sheet: self))
    }
}
