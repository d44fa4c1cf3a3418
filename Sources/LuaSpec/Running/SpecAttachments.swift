// SpecAttachments: files a module shows when a test fails (the pictures the `ui` module
// takes), written next to the report and named in the test's result.
import LuaKit

#if canImport(Glibc)
import Glibc
#endif

/// A file a module offers for a failing test: a file name (made safe and unique when written:
/// a second `scene.txt` becomes `scene-2.txt`) and its text.
public struct SpecAttachment: Sendable, Equatable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Asked after every test: the files to attach when `testFailed`, none otherwise. Either way
/// the provider forgets what it kept for that test (what is shown is what the test made).
public typealias SpecAttachmentProvider = (_ testFailed: Bool) -> [SpecAttachment]

extension LuaState {
    /// Registers `provider` on this state (a preload does, for its module): the runner asks it
    /// after each test. Kept with the state, so it lives and dies with the state it describes.
    public func addSpecAttachmentProvider(_ provider: @escaping SpecAttachmentProvider) {
        SpecAttachmentProviders.of(self, making: true)?.add(provider)
    }

    /// Asks every provider, in the order they were added.
    func specAttachments(testFailed: Bool) -> [SpecAttachment] {
        SpecAttachmentProviders.of(self)?.attachments(testFailed: testFailed) ?? []
    }
}

/// Writes a failing test's attachments under `folder/<suite>/<test>/` and returns their
/// absolute paths. `<suite>` is the file's JUnit classname (`spec.ui.swipe_spec`), `<test>`
/// the test's full name made safe for a file name (`-run2` for a `--repeat` run, `-2` for a
/// second test of the same name).
final class AttachmentWriter {
    /// Absolute.
    let folder: String
    private var used: Set<String> = []

    init(folder: String) { self.folder = Self.absolute(folder) }

    func write(_ files: [SpecAttachment], for result: TestResult) -> [String] {
        guard !files.isEmpty else { return [] }
        let suite = Self.safeName(JUnitReporter.classname(forFile: result.file))
        let test = Self.safeName(result.fullName) + (result.run > 1 ? "-run\(result.run)" : "")
        let dir = folder + "/" + Self.unique(suite + "/" + test, among: &used, extension: false)
        guard Self.makeFolders(dir) else { return [] }
        var paths: [String] = [], names: Set<String> = []
        for f in files {
            let path = dir + "/" + Self.unique(Self.safeName(f.name), among: &names)
            if (try? ReportFile.write(Array(f.contents.utf8), to: path)) != nil { paths.append(path) }
        }
        return paths
    }

    /// `name`, or `stem-2.ext`, `stem-3.ext`… (`name-2`… without `extension`) when `taken`
    /// has it; added to `taken`.
    static func unique(_ name: String, among taken: inout Set<String>, extension: Bool = true) -> String {
        let dot = !`extension` ? nil : name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        let stem = dot.map { String(name[..<$0]) } ?? name, ext = dot.map { String(name[$0...]) } ?? ""
        var candidate = name, n = 1
        while taken.contains(candidate) {
            n += 1
            candidate = "\(stem)-\(n)\(ext)"
        }
        taken.insert(candidate)
        return candidate
    }

    /// `s` as one portable file name: ASCII letters, digits, `.`, `-` and `_` kept, anything
    /// else `_` (paths stay one word in reports and terminals, and unpack anywhere CI copies
    /// them), at most 100 characters, never hidden.
    static func safeName(_ s: String) -> String {
        var out = String(s.unicodeScalars.map { c -> Character in
            c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ".")
                ? Character(c) : "_"
        }.prefix(100))
        if out.isEmpty || out.hasPrefix(".") { out = "_" + out }
        return out
    }

    /// `path` made absolute against the working directory.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let root = String(cString: cwd)
        return (root == "/" ? "" : root) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// `mkdir -p`; whether the folder exists afterwards.
    static func makeFolders(_ path: String) -> Bool {
        var prefix = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
        }
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }
}
