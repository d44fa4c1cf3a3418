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
    public func openCapturedStreams(limit: Int) throws(LuaError) -> LuaValue {
        try check(clua_opencapture(L, max(0, limit)))
        return popValue()
    }
}
