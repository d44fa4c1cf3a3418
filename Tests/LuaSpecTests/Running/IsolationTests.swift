// Nothing a spec does reaches another file: module caches, the report channel (issue 10, point 2).
import Foundation
import Testing
@testable import LuaSpec

/// Writes each source to its own temporary spec file and runs them in one run, in order.
func runSpecs(_ sources: [String], options: SpecOptions = SpecOptions()) throws -> (RecordingReporter, RunSummary) {
    let paths = sources.indices.map { i in
        FileManager.default.temporaryDirectory.appendingPathComponent("iso-\(i)-\(UUID().uuidString)_spec.lua").path
    }
    for (source, path) in zip(sources, paths) { try source.write(toFile: path, atomically: true, encoding: .utf8) }
    defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
    let recorder = RecordingReporter()
    let (summary, _) = SpecRunner(options: options, reporters: [recorder]).run(paths.map { SpecFile(path: $0) })
    return (recorder, summary)
}

/// A second file whose two tests must fail whatever the first file did.
let mustFail = """
    describe("b", function()
      it("must fail", function() assert.are.equal(1, 2) end)
      it("must fail too", function() assert.is_true(false) end)
    end)
    """

@Suite struct IsolationTests {
    private func statuses(_ rec: RecordingReporter) -> [String: TestStatus] {
        Dictionary(rec.results.map { ($0.path.joined(separator: " "), $0.status) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func aReplacedLoadfileDoesNotReachTheNextFilesLuassert() throws {
        let (rec, _) = try runSpecs(["""
            loadfile = function() return function()
              local any; any = setmetatable({}, { __index = function(t) return t end, __call = function() return true end })
              return any end end
            describe("a", function() it("passes", function() assert.is_true(true) end) end)
            """, mustFail])
        let s = statuses(rec)
        #expect(s["a passes"] == .success)
        #expect(s["b must fail"] == .failure)
        #expect(s["b must fail too"] == .failure)
    }

    @Test func theReportChannelIsNotAnUpvalueASpecCanRead() throws {
        let (rec, _) = try runSpecs(["""
            local found = {}
            local function scan(f)
              if type(f) ~= "function" then return end
              for i = 1, 60 do
                local n, v = debug.getupvalue(f, i)
                if not n then break end
                if n ~= "" then found[#found + 1] = n end  -- "": a C function's (Lua's searchers)
              end
            end
            for _, f in ipairs(package.searchers) do scan(f) end
            local env = getmetatable(_ENV)
            scan(describe); scan(it); scan(env.__index); scan(env.__newindex); scan(print); scan(load)
            local busted = require("busted")
            scan(busted.describe); scan(getmetatable(busted).__index); scan(busted.bindfenv)
            describe("a", function()
              it("sees no runner upvalue", function() assert.are.same({}, found) end)
              it("sees no runner local", function()
                for level = 2, 30 do
                  local info = debug.getinfo(level, "Sf")
                  if not info then break end
                  scan(info.func)
                  for i = 1, 60 do
                    local n = debug.getlocal(level, i)
                    if not n then break end
                    if info.source == "=[alongside]" then found[#found + 1] = n end
                  end
                end
                assert.are.same({}, found)
              end)
              it("cannot join a runner upvalue", function()
                assert.has_error(function() debug.upvaluejoin(function() return found end, 1, describe, 1) end)
              end)
              it("cannot rebind a runner function's environment through busted.bindfenv", function()
                assert.has_error(function() require("busted").bindfenv(describe, "error", print) end)
              end)
            end)
            """, mustFail])
        let s = statuses(rec)
        #expect(s["a sees no runner upvalue"] == .success)
        #expect(s["a sees no runner local"] == .success)
        #expect(s["a cannot join a runner upvalue"] == .success)
        #expect(s["a cannot rebind a runner function's environment through busted.bindfenv"] == .success)
        #expect(s["b must fail"] == .failure)
        #expect(s["b must fail too"] == .failure)
    }

    @Test func theRegistryHoldsNoReportChannelWhileASpecRuns() throws {
        // Every function directly in the registry is called as the report channel would be;
        // none may publish a result.
        let (rec, _) = try runSpecs(["""
            local hostSlots = 0
            for k, v in pairs(debug.getregistry()) do
              if math.type(k) == "integer" and k > 2 then hostSlots = hostSlots + 1 end
              if type(v) == "function" then
                pcall(v, "test", "success", {"forged"}, "result", 1, 0, nil, nil, "")
              end
            end
            assert(hostSlots == 0, "the registry copy holds host references")
            describe("a", function() it("ran", function() end) end)
            """, mustFail])
        #expect(!rec.results.contains { $0.path.contains("forged") })
        #expect(statuses(rec)["a ran"] == .success)
        #expect(statuses(rec)["b must fail"] == .failure)
    }

    @Test func systemModulesStillLoadInEveryFile() throws {
        let (rec, summary) = try runSpecs(Array(repeating: """
            local say = require("say")
            describe("m", function() it("has say", function() assert.is_table(say) end) end)
            """, count: 2))
        #expect(summary.passed)
        #expect(rec.results.count == 2)
    }

    @Test func aModuleOnTheSpecsOwnPathShadowsTheSystemOneAndCModulesLoad() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shadow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "return { mine = true }".write(to: dir.appendingPathComponent("dkjson.lua"), atomically: true, encoding: .utf8)
        let shadowing = """
            package.path = "\(dir.path)/?.lua;" .. package.path
            local json = require("dkjson")
            describe("s", function()
              it("gets the spec's own module", function() assert(json.mine == true) end)
              it("loads a system C module", function() assert(type(require("lfs").currentdir) == "function") end)
            end)
            """
        let (rec, summary) = try runSpecs([shadowing, shadowing])
        #expect(summary.passed, "\(rec.results.map { $0.message ?? "" })")
        #expect(rec.results.count == 4)
    }
}
