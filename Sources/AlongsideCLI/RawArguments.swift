// RawArguments: the command line as the bytes the process was given.
import LuaSpec

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
    /// The bytes of each argument that is not UTF-8, by its text in `arguments`, byte for byte:
    /// two texts equal as Strings (`é` composed and decomposed) are two arguments, two files.
    public let bytes: ByteExactIndex<[UInt8]>

    /// The command line `argv` (without the program name), each argument as its bytes.
    init(argv: [[UInt8]]) {
        var arguments: [String] = []
        var bytes = ByteExactIndex<[UInt8]>()
        for raw in argv {
            let text = Discovery.specFile(at: raw)
            arguments.append(text.path)
            if let rawPath = text.rawPath { bytes[text.path] = rawPath }
        }
        self.arguments = arguments
        self.bytes = bytes
    }

    /// The process's own command line, read from `CommandLine.unsafeArgv`.
    public static func ofProcess() -> RawArguments {
        RawArguments(argv: (1..<Int(CommandLine.argc)).compactMap { i in
            CommandLine.unsafeArgv[i].map { p in
                Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
            }
        })
    }
}
