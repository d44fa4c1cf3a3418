// SpecSource: a spec file's bytes as Lua should compile them.

/// What `luaL_loadfile` skips before it compiles a file, so a spec that `lua` and busted accept
/// loads here too.
public enum SpecSource {
    /// Returns `bytes` without a leading UTF-8 byte order mark and with a first line starting
    /// with `#` (`#!/usr/bin/env lua`) emptied; its line break stays, so line numbers in errors
    /// and `file:LINE` selections still match the file.
    public static func withoutPreamble(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if start < bytes.count && bytes[start] == UInt8(ascii: "#") {
            start = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        }
        return start == 0 ? bytes : Array(bytes[start...])
    }
}
