// RawArguments: the command line as the bytes the process was given.
#if canImport(Glibc)
import Glibc
#endif

/// Swift's `CommandLine.arguments` decodes each argument as UTF-8, turning the bytes of a
/// Latin-1 file name (`caf\xE9_spec.lua`) into U+FFFD, so the file named on the command line
/// could not be found. Here an argument that is not UTF-8 is shown with `\xNN` markers (as
/// folder discovery shows such names) and its bytes are kept, for Discovery to open the file.
public struct RawArguments {
    /// Every argument after the program name, as text.
    public let arguments: [String]
    /// The bytes of each argument that is not UTF-8, by its text in `arguments`.
    public let bytes: [String: [UInt8]]

    /// The process's own command line, read from `CommandLine.unsafeArgv`.
    public static func ofProcess() -> RawArguments {
        var arguments: [String] = []
        var bytes: [String: [UInt8]] = [:]
        for i in 1..<Int(CommandLine.argc) {
            guard let p = CommandLine.unsafeArgv[i] else { continue }
            let raw = Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self),
                                                count: strlen(p)))
            let text = Discovery.specFile(at: raw)
            arguments.append(text.path)
            if let rawPath = text.rawPath { bytes[text.path] = rawPath }
        }
        return RawArguments(arguments: arguments, bytes: bytes)
    }
}
