// LuaState+Capture: standard output and error as real Lua files whose bytes stay in memory.
internal import CLua
internal import CLuaShim

extension LuaState {
    /// Opens the captured standard streams and returns them as a table, `{stdout, stderr,
    /// write, take}`, without making anything a global: the caller decides what scripts see.
    ///
    /// `stdout` and `stderr` are genuine Lua files (`io.type` says "file"; C code that checks
    /// for a `FILE*` accepts them) whose writes are kept in memory instead of reaching the
    /// process's descriptors; `close()` is refused as for Lua's own standard files; reading
    /// and seeking fail as on a pipe. At most `limit` bytes are kept between two takes, the
    /// rest counted, so a script writing gigabytes holds no more than that.
    /// `write(text)` adds text after what the streams wrote (a `print` replacement keeps its
    /// order with `io.write`); `take()` returns the kept text and the count of dropped bytes,
    /// and starts over. The io library must be open.
    /// - Parameter region: memory (shared with another process) to keep the bytes in, laid out
    ///   as `CapturedStreamsRegion` says, so that what was written survives this process; it
    ///   must outlive the state. Nil: the state's own memory.
    public func openCapturedStreams(limit: Int, region: UnsafeMutableRawBufferPointer? = nil) throws(LuaError)
        -> LuaValue
    {
        try check(clua_opencapture(L, max(0, limit), region?.baseAddress, region?.count ?? 0))
        return popValue()
    }
}

/// The layout of the memory `openCapturedStreams(limit:region:)` keeps its bytes in: two
/// native `UInt64`s (bytes kept, bytes dropped since the last take), then the kept bytes.
public enum CapturedStreamsRegion {
    /// Bytes before the kept text.
    public static let headerSize = Int(CLUA_CAPTURE_HEADER)

    /// The size of a region that keeps `limit` bytes.
    public static func size(keeping limit: Int) -> Int { headerSize + max(0, limit) }

    /// What a region holds now: the kept bytes and the count of dropped ones. A header that
    /// claims more than the region holds (a process that died mid-write) is cut to it.
    public static func contents(of region: UnsafeRawBufferPointer) -> (bytes: [UInt8], dropped: Int) {
        guard region.count >= headerSize else { return ([], 0) }
        let kept = region.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
        let dropped = region.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let n = Int(min(kept, UInt64(region.count - headerSize)))
        return (Array(region[headerSize..<headerSize + n]), Int(min(dropped, UInt64(Int.max))))
    }
}
