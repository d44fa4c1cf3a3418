// Exhibits: what the `ui` module shows when a test fails — the last picture of each world the
// test made and the recordings it took — for the spec runner's failure attachments.
import UISim

/// The worlds and recordings made since the last `take`, so that a test runner can attach
/// their pictures to a failing test (the `ui` module does not know about tests: the runner
/// calls `take` after each test, keeping the files only when it failed).
public final class Exhibits {
    /// The last worlds made, held until taken, so that a world the test has let go of (its
    /// locals are gone when the runner asks) is pictured all the same, whenever Lua collects it.
    @exclusivity(unchecked) private var worlds: [World] = []
    /// The last recordings taken, held until taken (their data is what a failure shows).
    @exclusivity(unchecked) private var recordings: [Recording] = []

    public init() {}

    /// Keeps `world`, dropping the oldest beyond `most` (an exploration makes hundreds).
    func note(_ world: World) {
        worlds.append(world)
        if worlds.count > Self.most { worlds.removeFirst() }
    }

    func note(_ recording: Recording) {
        recordings.append(recording)
        if recordings.count > Self.most { recordings.removeFirst() }
    }

    /// One file: its name (`alpha.svg`, `scene.txt`; two files may share one, the runner
    /// makes names unique and safe) and its text.
    public struct File: Equatable, Sendable {
        public let name: String
        public let contents: String
    }

    /// The files of what was made since the last call, and forgets it: each recording as
    /// `<names>.svg` and `<names>.csv` (its values' names joined by `-`), each world's picture
    /// as `scene.txt`: the last `most` of each. Empty when `keep` is false (the test passed:
    /// nothing to show).
    public func take(keep: Bool) -> [File] {
        defer {
            worlds = []
            recordings = []
        }
        guard keep else { return [] }
        var files: [File] = []
        for r in recordings {
            let stem = r.names.joined(separator: "-")
            files.append(File(name: stem + ".svg", contents: r.svg()))
            files.append(File(name: stem + ".csv", contents: r.csv()))
        }
        for w in worlds { files.append(File(name: "scene.txt", contents: w.render())) }
        return files
    }

    /// The most recordings, and the most worlds, a failure shows (the last ones made).
    static let most = 8
}
