// CapturedStreamsTests: io.stdout/io.stderr as real Lua files whose bytes stay in memory
// (CLuaShim's capture.c): the limit, the order, take(), a region shared with another process.
import LuaKit
import Testing

@Suite("Captured standard streams")
struct CapturedStreamsTests {
    /// A state whose global `cap` is the captured streams table.
    private func harness(limit: Int, region: UnsafeMutableRawBufferPointer? = nil) throws -> LuaState {
        let lua = try LuaState()
        lua.setGlobal("cap", try lua.openCapturedStreams(limit: limit, region: region))
        return lua
    }

    @Test("The streams are Lua files; writes and write() keep their order; take() empties")
    func filesInOrder() throws {
        let lua = try harness(limit: 1024)
        let r = try lua.run("""
            cap.stdout:write("a")
            cap.write("b")
            cap.stderr:write("c", 1)
            cap.stdout:setvbuf("full")
            cap.stdout:write("d")
            cap.write("e")
            local text, dropped = cap.take()
            local again = cap.take()
            return io.type(cap.stdout), io.type(cap.stderr), text, dropped, again
            """)
        #expect(r == [.string("file"), .string("file"), .string("abc1de"), .integer(0), .string("")])
    }

    @Test("Past the limit only a count is kept, until the next take")
    func limitCounts() throws {
        let lua = try harness(limit: 4)
        let r = try lua.run("""
            cap.stdout:write("123456")
            cap.write("78")
            local text, dropped = cap.take()
            cap.stderr:write("xy")
            return text, dropped, cap.take()
            """)
        #expect(r == [.string("1234"), .integer(4), .string("xy"), .integer(0)])
    }

    @Test("close() is refused as for Lua's own standard files; reading and seeking fail")
    func refusals() throws {
        let lua = try harness(limit: 64)
        let r = try lua.run("""
            local ok, message = cap.stdout:close()
            local pos = cap.stdout:seek("set", 0)
            local line = cap.stderr:read("l")
            cap.stdout:write("open")
            return ok, message, pos, line, (cap.take())
            """)
        #expect(r == [.nil, .string("cannot close standard file"), .nil, .nil, .string("open")])
    }

    @Test("In a region, the header and bytes say what is kept at every moment")
    func region() throws {
        let size = CapturedStreamsRegion.size(keeping: 8)
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xAA)  // a previous user's garbage
        do {
            let lua = try harness(limit: 8, region: memory)
            var now = CapturedStreamsRegion.contents(of: UnsafeRawBufferPointer(memory))
            #expect(now.bytes.isEmpty && now.dropped == 0, "a new stage starts empty")
            _ = try lua.run(#"cap.stdout:write("hello ") cap.write("world")"#)
            now = CapturedStreamsRegion.contents(of: UnsafeRawBufferPointer(memory))
            #expect(now.bytes == Array("hello wo".utf8) && now.dropped == 3)
            let taken = try lua.run("return cap.take()")
            #expect(taken == [.string("hello wo"), .integer(3)])
            now = CapturedStreamsRegion.contents(of: UnsafeRawBufferPointer(memory))
            #expect(now.bytes.isEmpty && now.dropped == 0)
            _ = try lua.run(#"cap.stderr:write("last")"#)
        }
        // the state is closed: the region still says what was written last
        let after = CapturedStreamsRegion.contents(of: UnsafeRawBufferPointer(memory))
        #expect(after.bytes == Array("last".utf8))
    }
}
