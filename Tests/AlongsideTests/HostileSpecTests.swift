// End to end: what a spec throws, prints or is named stays that spec's own result, and every
// report stays readable (valid JUnit, a terminal that is not repainted).
import Foundation
import Testing

@Suite struct HostileSpecTests {
    @Test func tableFailuresAndFloodsStayTheirTestsOwnResults() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["hostile_output_spec.lua", "--junit", report], environment: ["NO_COLOR": "1"])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases.count == 6, "no test lost to a harness fault")
        #expect(cases["hostile fails with a table"]?.status == "failure")
        #expect(cases["hostile fails with a table"]?.message == #"(a table, not a string) {reason = "x"}"#)
        #expect(cases["hostile errors with a table"]?.message == "(error object is a table value)")
        #expect(cases["hostile prints 3 MiB"]?.status == "success")
        #expect(cases["hostile still runs afterwards"]?.status == "success")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.utf8.count < 2 << 20, "3 MiB of output is kept as 1 MiB")
        #expect(xml.contains("[alongside: output truncated: 2097152 more bytes were not kept"))
        // io.stderr and warn are captured like print: nothing reaches the runner's stderr.
        #expect(!r.stderr.contains("to stderr"), "stderr: \(r.stderr)")
        #expect(!r.stderr.contains("warning"))
        #expect(xml.contains("to stderr\nLua warning: a warning\n"))
        #expect(!xml.contains("not shown"))
    }

    @Test func theTerminalShowsOutputControlCharactersAsMarkers() throws {
        let r = try Alongside.run(["hostile_output_spec.lua", "--filter", "escapes"], environment: ["NO_COLOR": "1"])
        #expect(r.status == 1)
        #expect(!r.stdout.contains("\u{1B}") && !r.stdout.contains("\r"))
        #expect(r.stdout.contains(#"\x1B[2J\x1B[1A\x0Drepainted"#))
        #expect(r.stdout.contains("this failure stays visible"))
    }

    @Test func aNameOverLibxml2sNodeLimitIsTruncatedWithAMarker() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["long_name_spec.lua", "--junit", report])
        #expect(r.status == 0)
        // xmllint without --huge refuses a node over 10,000,000 bytes.
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases.count == 2)
        // (Bools, so that a failure does not print ten megabytes.)
        let long = cases.keys.first { $0.hasPrefix("long n") } ?? ""
        let short = long.utf8.count < 1_700_000, marked = long.hasSuffix("nnn [truncated by alongside: 8885766 more bytes]")
        #expect(short)
        #expect(marked)
    }

    @Test func thirtyThousandEqualNamesGetDistinctNames() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["duplicate_names_spec.lua", "--junit", report])
        #expect(r.status == 0)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let names = xml.split(separator: "\n").compactMap { line -> Substring? in
            guard let start = line.range(of: #" name=""#), line.contains("<testcase") else { return nil }
            return line[start.upperBound...].prefix { $0 != "\"" }
        }
        #expect(names.count == 30001)
        #expect(Set(names).count == 30001)
        #expect(names.prefix(4) == ["dup same (2)", "dup same", "dup same (3)", "dup same (4)"])
        #expect(names.last == "dup same (30001)")
    }

    @Test(arguments: [("shebang_spec.lua", 1, "shebang_spec.lua:3"), ("bom_spec.lua", 0, "bom_spec.lua .")])
    func aShebangLineOrAByteOrderMarkLoadsAsLuaDoes(file: String, status: Int32, location: String) throws {
        let r = try Alongside.run([file])
        #expect(r.status == status, "stdout: \(r.stdout)")
        #expect(r.stdout.contains(status == 0 ? "1 passed, 0 failed" : "0 passed, 1 failed"))
        #expect(r.stdout.contains(location), "line numbers still match the file")
    }

    @Test(arguments: ["8796093022208", "8796093022207", "99999999999999"])
    func aMemoryLimitBeyondAnyAddressSpaceIsNoLimit(mib: String) throws {
        let r = try Alongside.run(["passing_spec.lua", "--memory-limit", mib])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("2 passed, 0 failed"))
    }
}
