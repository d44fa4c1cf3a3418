// CollectionViewCrashTests: the UIKit-named methods end the process, as an uncaught exception
// ends an app, where their checked variants throw (exit tests run in a child process).
import Testing
@testable import UISim

@Suite("Collection view uncaught exceptions")
struct CollectionViewCrashTests {
    @Test("selectItem with two vertical positions crashes (NSInvalidArgumentException)")
    func invalidScrollPositionCrashes() async {
        // rule 3.4
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let grid = makeGrid()
            grid.view.selectItem(at: path(1), animated: false, scrollPosition: [.top, .bottom])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
            + "reason: 'Invalid scroll position [top, bottom]"))
    }

    @Test("an inconsistent performBatchUpdates crashes (NSInternalInconsistencyException)")
    func inconsistentBatchCrashes() async {
        // rule 3.7
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let grid = makeGrid([5])
            grid.view.performBatchUpdates({ grid.view.deleteItems(at: [path(0)]) })
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of "
            + "items in section 0."))
    }

    @Test("a valid selectItem does not crash")
    func validDoesNotCrash() async {
        // rule 3.4
        await #expect(processExitsWith: .success) {
            let grid = makeGrid()
            grid.view.selectItem(at: path(1), animated: false, scrollPosition: [.top, .left])
        }
    }
}
