// Exhibits: what the `ui` module shows when a test fails — the last picture of each world the
// test made and the recordings it took — for the spec runner's failure attachments.
import UISim

/// The worlds and recordings made since the last `take`, so that a test runner can attach
/// their pictures to a failing test (the `ui` module does not know about tests: the runner
/// calls `take` after each test, keeping the files only when it failed).
public final class Exhibits {
    /// Worlds, held weakly: a world the script dropped has nothing left to show.
    private var worlds: [WeakWorld] = []
    /// Recordings, held until taken (their data is what a failure shows).
    private var recordings: [Recording] = []

    public init() {}

    func note(_ world: World) { worlds.append(WeakWorld(world: world)) }
    func note(_ recording: Recording) { recordings.append(recording) }

    /// One file: its name (unique among those returned) and its text.
    public struct File: Equatable, Sendable {
        public let name: String
        public let contents: String
    }

    /// The files of what was made since the last call, and forgets it: each recording as
    /// `<names>.svg` and `<names>.csv`, each live world's picture as `scene.txt` (`scene-2.txt`
    /// for the second...). Empty when `keep` is false (the test passed: nothing to show).
    public func take(keep: Bool) -> [File] {
        defer {
            worlds = []
            recordings = []
        }
        guard keep else { return [] }
        var files: [File] = []
        var used: Set<String> = []
        func add(_ stem: String, _ ext: String, _ text: String) {
            var name = stem + "." + ext, n = 1
            while used.contains(name) {
                n += 1
                name = "\(stem)-\(n).\(ext)"
            }
            used.insert(name)
            files.append(File(name: name, contents: text))
        }
        for r in recordings {
            let stem = Self.fileStem(r.names.joined(separator: "-"))
            add(stem, "svg", r.svg())
            add(stem, "csv", r.csv())
        }
        for w in worlds.compactMap(\.world) { add("scene", "txt", w.render()) }
        return files
    }

    /// A name safe in any file system: letters, digits, `-`, `_` and `.` kept, the rest `_`,
    /// at most 60 characters; never empty or hidden.
    static func fileStem(_ s: String) -> String {
        var stem = String(s.unicodeScalars.map { c -> Character in
            c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ".")
                ? Character(c) : "_"
        }.prefix(60))
        if stem.isEmpty || stem.hasPrefix(".") { stem = "recording" + stem }
        return stem
    }

    private struct WeakWorld {
        weak var world: World?
    }
}
