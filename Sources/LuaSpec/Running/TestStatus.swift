// TestStatus: the four outcomes, ordered so that a status only ever gets worse.

/// The outcome of one test.
///
/// Ordered from best to worst: a later phase (an `after_each`, a `finally`) may make a status
/// worse but never better (STYLE.md, practice 8).
public enum TestStatus: Int, Comparable, Sendable, CaseIterable {
    /// The test ran and nothing failed.
    case success
    /// Declared with `pending`, or `pending("why")` was called while it ran.
    case pending
    /// An assertion failed (a luassert failure or `fail`).
    case failure
    /// Anything else: a runtime error, a failing hook, a timeout, a memory limit, `os.exit`.
    case error

    public static func < (a: TestStatus, b: TestStatus) -> Bool { a.rawValue < b.rawValue }

    /// The word used in reports: `success`, `pending`, `failure`, `error`.
    public var word: String {
        switch self {
        case .success: "success"
        case .pending: "pending"
        case .failure: "failure"
        case .error: "error"
        }
    }

    /// Parses the word the Lua side reports.
    public init?(word: String) {
        guard let s = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = s
    }
}
