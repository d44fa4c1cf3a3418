// Scratch: one folder per test process for the files the tests have the binary write (reports,
// marks, the attachment folders beside reports), removed when the process exits. Why: each
// run of the suite left about sixty such files in the temporary directory, never removed.
import Foundation

enum Scratch {
    /// The folder, made on first use and removed at exit (a crashed run leaves it behind).
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("alongside-tests-\(getpid())-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Scratch.folder) }
        return path
    }()

    /// A fresh path in the folder, ending in `.ext`.
    static func path(_ ext: String) -> String {
        "\(folder)/alongside-\(UUID().uuidString).\(ext)"
    }
}
