// BoundaryScanTests: no Swift source may call a Lua API function that can raise (longjmp),
// because a Lua error must never unwind through a Swift frame (notes/embedding-lua.md, rule 1).
import Foundation
import Testing

@Suite("No raising Lua API calls in Swift sources")
struct BoundaryScanTests {
    /// Calls that can raise a Lua error, or yield, across the caller's frame.
    static let raisingCall = #"\b(lua_error|luaL_error|luaL_argerror|luaL_typeerror|luaL_check[a-z]*|luaL_opt[a-z]*|lua_callk?|lua_yieldk?|lua_gettable|lua_getfield|lua_setfield|lua_getglobal|lua_setglobal|lua_settable|lua_geti|lua_seti|lua_concat|lua_arith|lua_compare|lua_len|lua_next|luaL_tolstring)\s*\("#

    private static func regex() throws -> Regex<AnyRegexOutput> {
        try Regex(raisingCall).wordBoundaryKind(.simple)
    }

    /// The package root, found from this file's own path (symlinks resolved).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // LuaKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
    }

    /// Every `.swift` file under `Sources/`, as paths relative to the package root.
    static func swiftSources() throws -> [(path: String, url: URL)] {
        let root = packageRoot
        let sources = root.appendingPathComponent("Sources", isDirectory: true)
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(String, URL)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let full = url.resolvingSymlinksInPath().path
            let relative = full.hasPrefix(root.path + "/") ? String(full.dropFirst(root.path.count + 1)) : full
            files.append((relative, url))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Source text with comments blanked out, keeping line numbers, so that prose about
    /// `lua_call` in a comment is not mistaken for a call.
    static func withoutComments(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var chars = Array(text)[...]
        var depth = 0
        var inLineComment = false
        while let c = chars.first {
            let next = chars.dropFirst().first
            if inLineComment {
                if c == "\n" { inLineComment = false; out.append(c) }
                chars = chars.dropFirst()
            } else if depth > 0 {
                if c == "*" && next == "/" { depth -= 1; chars = chars.dropFirst(2); continue }
                if c == "/" && next == "*" { depth += 1; chars = chars.dropFirst(2); continue }
                if c == "\n" { out.append(c) }
                chars = chars.dropFirst()
            } else if c == "/" && next == "/" {
                inLineComment = true
                chars = chars.dropFirst(2)
            } else if c == "/" && next == "*" {
                depth = 1
                chars = chars.dropFirst(2)
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// `line: text` for every raising call in `text`.
    static func hits(in text: String) throws -> [(line: Int, text: String)] {
        let regex = try regex()
        var found: [(Int, String)] = []
        for (i, line) in withoutComments(text).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(regex) {
            found.append((i + 1, line.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    @Test("Swift sources call no Lua API function that can raise")
    func scanSources() throws {
        let files = try Self.swiftSources()
        // Guard against a vacuous pass: the scan must see the LuaKit sources.
        #expect(files.count >= 5, "found only \(files.map { $0.path }) under \(Self.packageRoot.path)/Sources")
        #expect(files.contains { $0.path.hasSuffix("Sources/LuaKit/LuaState.swift") })
        #expect(files.contains { $0.path.hasSuffix("Sources/LuaKit/LuaState+Functions.swift") })

        var report: [String] = []
        for file in files {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for hit in try Self.hits(in: text) {
                report.append("\(file.path):\(hit.line): \(hit.text)")
            }
        }
        #expect(report.isEmpty, "raising Lua API calls in Swift:\n\(report.joined(separator: "\n"))")
    }

    @Test("The pattern finds raising calls and ignores safe ones")
    func patternSelfTest() throws {
        let raising = [
            "luaL_checkinteger(L, 1)", "lua_call(L, 0, 0)", "lua_callk (L, 0, 0, 0, nil)", "luaL_error(L, msg)",
            "_ = lua_getfield(L, -1, \"x\")", "lua_setglobal(L, name)", "luaL_optnumber(L, 2, 0)", "lua_yield(L, 1)",
            "lua_next(L, -2)", "luaL_tolstring(L, 1, nil)", "luaL_typeerror(L, 1, t)", "lua_len(L, 1)",
            "return lua_error(L)",
        ]
        let safe = [
            "clua_pcall(L, 0, 0)", "lua_pcallk(L, 0, 0, 0, 0, nil)", "lua_rawget(L, -2)", "lua_rawgeti(L, t, 1)",
            "lua_checkstack(L, 1)", "luaL_ref(L, t)", "lua_tolstring(L, 1, &n)", "my_lua_call(L)", "lua_calls",
            "let lua_error = 1",
        ]
        for line in raising {
            #expect(try Self.hits(in: line).count == 1, "should match: \(line)")
        }
        for line in safe {
            #expect(try Self.hits(in: line).isEmpty, "should not match: \(line)")
        }
    }

    @Test("Comments are ignored, code around them is not, and line numbers are kept")
    func commentsSelfTest() throws {
        let text = """
            // lua_call(L, 0, 0) is forbidden
            /* luaL_error(L, "x")
               lua_error(L) */ let a = 1
            let b = lua_error(L) // here
            /* outer /* nested lua_call(L) */ still comment lua_call(L) */
            lua_len(L, 1)
            """
        #expect(try Self.hits(in: text).map { $0.line } == [4, 6])
    }
}
