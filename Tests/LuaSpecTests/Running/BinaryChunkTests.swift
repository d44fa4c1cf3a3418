// Binary chunks are refused unless allowBinaryChunks (issue 10, point 2): Lua 5.4 does not
// verify bytecode, so a tampered chunk would crash the process.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct BinaryChunkTests {
    /// A spec that tries each way of loading bytecode and records what happened.
    static let source = """
        local code = string.dump(function() return 42 end)
        local dir = os.getenv("ALONGSIDE_TEST_DIR")
        describe("binary", function()
          it("load", function()
            local f, err = load(code, "c", "b")
            assert.is_nil(f)
            assert.are.equal("attempt to load a binary chunk (mode is 't'; run with --allow-binary-chunks to allow)", err)
          end)
          it("load with the default mode", function()
            local f, err = load(code)
            assert.is_nil(f)
            assert.truthy(err:find("--allow-binary-chunks", 1, true))
          end)
          it("text still loads", function() assert.are.equal(3, load("return 3")()) end)
          it("load keeps an explicit nil env", function()
            local f = load("return x", "c", "t", nil)
            assert.has_error(f)
          end)
        end)
        """

    @Test func binaryChunksAreRefusedWithAMessageNamingTheFlag() throws {
        let (rec, summary, _) = try runSpec(Self.source)
        #expect(summary.passed, "\(rec.results.map { ($0.path, $0.message ?? "") })")
        #expect(rec.results.count == 4)
    }

    @Test func fileLoadersRefuseBinaryFilesToo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (rec, summary, _) = try runSpec("""
            local dir = "\(dir.path)"
            local out = assert(io.open(dir .. "/compiled.lua", "wb"))
            out:write(string.dump(function() return 42 end)); out:close()
            package.path = dir .. "/?.lua;" .. package.path
            describe("files", function()
              it("loadfile", function()
                local f, err = loadfile(dir .. "/compiled.lua")
                assert.is_nil(f)
                assert.truthy(err:find("--allow-binary-chunks", 1, true))
              end)
              it("dofile", function()
                assert.has_error(function() dofile(dir .. "/compiled.lua") end,
                  "attempt to load a binary chunk (mode is 't'; run with --allow-binary-chunks to allow)")
              end)
              it("require", function()
                local ok, err = pcall(require, "compiled")
                assert.is_false(ok)
                assert.truthy(err:find("error loading module 'compiled'", 1, true))
                assert.truthy(err:find("--allow-binary-chunks", 1, true))
              end)
            end)
            """)
        #expect(summary.passed, "\(rec.results.map { ($0.path, $0.message ?? "") })")
        #expect(rec.results.count == 3)
    }

    @Test func allowBinaryChunksTurnsThemBackOn() throws {
        var options = SpecOptions()
        options.allowBinaryChunks = true
        let (rec, summary, _) = try runSpec("""
            describe("allowed", function()
              it("loads bytecode", function()
                assert.are.equal(42, load(string.dump(function() return 42 end), "c", "b")())
              end)
            end)
            """, options: options)
        #expect(summary.passed, "\(rec.results.map { $0.message ?? "" })")
    }
}
