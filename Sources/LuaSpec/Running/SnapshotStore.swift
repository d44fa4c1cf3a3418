// SnapshotStore: `assert.snapshot(text, name)`'s files — where a snapshot lives, what happens
// when it is missing or different, and `--update-snapshots`.
#if canImport(Glibc)
import Glibc
#endif

/// What to do with snapshots that are missing or no longer match.
public enum SnapshotMode: String, Sendable, Equatable {
    /// The default: a missing snapshot is written and the assertion passes (and says so); a
    /// different one fails with a diff.
    case writeNew
    /// `--update-snapshots`: a missing or different snapshot is (re)written and passes.
    case update
    /// `--no-new-snapshots` (the default when the `CI` environment variable is set): a missing snapshot fails
    /// instead of being written, as jest (`--no-new-snapshots`) and insta do on CI — a snapshot written on a CI
    /// machine is thrown away with it, and the test would pass while checking nothing.
    case compareOnly
}

/// Reads, compares and writes the snapshots of one spec file.
///
/// A snapshot named `name` of `spec/ui/render_spec.lua` is the file
/// `spec/ui/__snapshots__/render_spec/name.txt`: beside the spec, so it is committed with it,
/// and found the same way whatever the working directory. The file holds the text and one
/// final newline (editors and `git diff` expect one), which reading takes off again.
struct SnapshotStore {
    let mode: SnapshotMode
    /// Under `--sandbox`, where writes are allowed (inside the working directory); nil otherwise.
    let sandbox: SandboxPaths?

    /// The result of one `assert.snapshot`.
    enum Outcome: Equatable {
        case matched
        /// Written for the first time (`path`).
        case written(String)
        /// Rewritten by `--update-snapshots`.
        case updated(String)
        /// Different: the path and the unified diff (expected `-`, actual `+`).
        case differs(String, diff: String)
        /// Missing under `--no-new-snapshots`.
        case missing(String)
        /// The file could not be read or written: the message says why.
        case failed(String)
    }

    /// Why `name` cannot name a snapshot file, or nil when it can: letters, digits, `_`, `-`,
    /// `.` and spaces, not starting with `.` or a space, at most 100 bytes. A name is a file
    /// name, so a `/` or `..` in it would write somewhere else than `__snapshots__`.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "snapshot name is empty" }
        if name.utf8.count > 100 { return "snapshot name is longer than 100 bytes" }
        if name.contains("/") || name.contains("\\") { return "snapshot name '\(name)' has a path separator" }
        if name.contains("..") { return "snapshot name '\(name)' has '..'" }
        if name.first == "." || name.first == " " { return "snapshot name '\(name)' starts with '\(name.prefix(1))'" }
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || $0 == "_" || $0 == "-" || $0 == "." || $0 == " "
        }
        return allowed ? nil : "snapshot name '\(name)' may only use letters, digits, '_', '-', '.' and spaces"
    }

    /// The folder of `specFile`'s snapshots: `__snapshots__/<file name without .lua>` beside it.
    static func folder(of specFile: String) -> String {
        let slash = specFile.lastIndex(of: "/")
        let dir = slash.map { String(specFile[...$0]) } ?? ""
        var base = slash.map { String(specFile[specFile.index(after: $0)...]) } ?? specFile
        if base.hasSuffix(".lua") { base.removeLast(4) }
        return dir + "__snapshots__/" + base
    }

    /// Compares `actual` with the stored snapshot `name` of `specFile`, writing it as the mode says.
    func check(specFile: String, name: String, actual: String) -> Outcome {
        let folder = Self.folder(of: specFile)
        let path = folder + "/" + name + ".txt"
        switch FileSystem.kind(of: path) {
        case .file:
            let stored: String
            do throws(ReportError) {
                stored = Self.text(ofFile: try FileSystem.read(path))
            } catch { return .failed(error.message) }
            if stored == actual { return .matched }
            if mode == .update { return write(actual, folder: folder, path: path, outcome: .updated(path)) }
            return .differs(path, diff: LineDiff.unified(expected: stored, actual: actual))
        case .missing:
            if mode == .compareOnly { return .missing(path) }
            return write(actual, folder: folder, path: path, outcome: mode == .update ? .updated(path) : .written(path))
        case .directory, .other:
            return .failed("cannot read snapshot '\(path)': not a regular file")
        }
    }

    /// The text a snapshot file holds: its bytes without the one final newline writing added.
    static func text(ofFile bytes: [UInt8]) -> String {
        let trimmed = bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...]
        return String(decoding: trimmed, as: UTF8.self)
    }

    private func write(_ text: String, folder: String, path: String, outcome: Outcome) -> Outcome {
        let refusal = Outcome.failed("cannot write snapshot '\(path)': writing outside the working directory "
            + "is not available under --sandbox (run from a folder that contains the spec)")
        if let sandbox, !sandbox.allows(Self.nearestExisting(folder)) { return refusal }
        if let problem = Self.makeFolders(folder) { return .failed("cannot write snapshot '\(path)': \(problem)") }
        if let sandbox, !sandbox.allows(path) { return refusal }
        do throws(ReportError) {
            try ReportFile.write(Array((text + "\n").utf8), to: path)
        } catch { return .failed(error.message) }
        return outcome
    }

    /// The longest prefix of `folder` that exists (what a sandbox check can resolve).
    static func nearestExisting(_ folder: String) -> String {
        var f = folder
        while !f.isEmpty, FileSystem.kind(of: f) == .missing {
            guard let slash = f.lastIndex(of: "/") else { return "." }
            f = String(f[..<slash])
        }
        return f.isEmpty ? "/" : f
    }

    /// `mkdir -p`: nil when the folder exists afterwards, else the system's reason.
    static func makeFolders(_ folder: String) -> String? {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
            prefix += "/"
        }
        return FileSystem.kind(of: folder) == .directory ? nil : "'\(folder)' is not a folder"
    }
}
