// BytecodeNames: scripts/compile-runner's strip_names in Swift, so EmbeddedBytecodeTests can
// check the embedded bytecode against the embedded text compiled here.

/// The upvalue names scripts/compile-runner keeps (its `keep`, and why): `_ENV` and `protect`,
/// the C functions the runner's wrappers call with a spec's arguments (Lua names them in a
/// bad-argument error) and the runner's functions a spec's `debug.traceback()` shows.
let keptUpvalueNames = ["_ENV", "protect", "real_load", "real_loadfile", "getupvalue", "setupvalue",
                        "upvaluejoin", "getinfo", "access", "run_limited", "guarded", "run_hook", "run_test",
                        "execute_block", "run_body", "run_finally", "run_lazy_setups"]

/// A Lua 5.4 dump (`string.dump(f, false)`, `LuaState.dump`) without the names of locals, and
/// with no name for an upvalue other than `keptUpvalueNames`; nil when `dump` is not laid out as
/// expected. Everything else is copied as it is.
func strippingNames(_ dump: [UInt8]) -> [UInt8]? {
    var reader = DumpReader(bytes: dump, position: 32)   // the header (31 bytes), the upvalue count
    var out = Array(dump.prefix(32))
    guard dump.count > 32, reader.function(into: &out, keep: keptUpvalueNames), reader.position == dump.count else {
        return nil
    }
    return out
}

private struct DumpReader {
    let bytes: [UInt8]
    var position: Int

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// Lua's varint: 7 bits a byte, most significant first, the last byte flagged with 0x80.
    mutating func size() -> Int? {
        var x = 0
        while let b = byte() {
            x = (x << 7) | Int(b & 0x7F)
            if b & 0x80 != 0 { return x }
        }
        return nil
    }

    /// Skips a dumped string; its bytes, or nil for no string. False when the dump ends early.
    mutating func string() -> (ok: Bool, text: [UInt8]?) {
        guard let n = size() else { return (false, nil) }
        if n == 0 { return (true, nil) }
        let start = position
        position += n - 1
        guard position <= bytes.count else { return (false, nil) }
        return (true, Array(bytes[start..<position]))
    }

    mutating func skip(_ n: Int) -> Bool {
        position += n
        return position <= bytes.count
    }

    mutating func function(into out: inout [UInt8], keep: [String]) -> Bool {
        var start = position
        guard string().ok, size() != nil, size() != nil, skip(3),
              let code = size(), skip(4 * code), let constants = size() else { return false }
        for _ in 0..<constants {
            switch byte() {
            case 3, 19: guard skip(8) else { return false }       // integer, float
            case 4, 20: guard string().ok else { return false }   // short, long string
            case 0, 1, 17: break                                  // nil, false, true
            default: return false
            }
        }
        guard let upvalues = size(), skip(3 * upvalues), let functions = size() else { return false }
        out += bytes[start..<position]
        for _ in 0..<functions {
            guard function(into: &out, keep: keep) else { return false }
        }
        start = position
        guard let lines = size(), skip(lines), let absolute = size() else { return false }
        for _ in 0..<absolute {
            guard size() != nil, size() != nil else { return false }
        }
        out += bytes[start..<position]
        guard let locals = size() else { return false }
        for _ in 0..<locals {
            guard string().ok, size() != nil, size() != nil else { return false }
        }
        out.append(0x80)                                          // no locals
        guard let names = size() else { return false }
        Self.put(names, into: &out)
        for _ in 0..<names {
            let (ok, name) = string()
            guard ok else { return false }
            if let name, keep.contains(String(decoding: name, as: UTF8.self)) {
                Self.put(name.count + 1, into: &out)
                out += name
            } else {
                out.append(0x80)                                  // no name
            }
        }
        return true
    }

    static func put(_ x: Int, into out: inout [UInt8]) {
        var groups: [UInt8] = [UInt8(x & 0x7F) | 0x80]
        var rest = x >> 7
        while rest > 0 {
            groups.insert(UInt8(rest & 0x7F), at: 0)
            rest >>= 7
        }
        out += groups
    }
}
