// World+Exceptions: what happens when simulated UIKit code raises and nothing catches it.

extension World {
    /// Ends the program as an uncaught Objective-C exception ends an app.
    ///
    /// UIKit raises `NSInternalInconsistencyException` (and a few others) on misuse, such as a
    /// batch update whose counts do not add up (rule 2.7); an app that does not catch it
    /// crashes. The UIKit-named methods of the simulation (`endUpdates()`,
    /// `performBatchUpdates(_:completion:)`, ...) do the same through this method, so Swift
    /// code written against UIKit behaves alike. Callers that must survive the error (the Lua
    /// bridge, tests) use the throwing `...Checked` variants instead.
    ///
    /// The exception is recorded in `log` first (UIKit's crash-log line), then the process
    /// stops with `fatalError` and the same text, which Swift prints in every build
    /// configuration, so the reason shows in the crash output of the test runner or worker.
    ///
    /// - Parameter exception: the exception nothing caught.
    public func uncaughtException(_ exception: UIKitException) -> Never {
        record(exception.description)
        fatalError(exception.description)
    }
}
