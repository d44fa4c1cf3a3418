// busted compatibility: each fixture in Fixtures/compat/ under alongside gives the counts busted
// 2.1.1 gives (busted-counts.txt), except those listed as known different or different by design.
import Foundation
import Testing

@Suite struct BustedCompatTests {
    /// The fixture's counts are busted's; a fixture on the known-different list must still differ
    /// (so the list shrinks as the gaps close), and one on the by-design list gives its own counts.
    @Test(arguments: CompatFixtures.cases)
    func givesBustedsCounts(_ fixture: CompatCase) throws {
        let (run, counts) = try CompatFixtures.run(fixture)
        let shown = counts.map(String.init(describing:)) ?? "no report (exit \(run.status))"
        let context = "alongside \(fixture.arguments.joined(separator: " ")) in \(fixture.folder)/ gave \(shown)\n"
            + "stdout: \(run.stdout.suffix(1500))\nstderr: \(run.stderr.suffix(800))"
        if let own = CompatFixtures.byDesign[fixture.name] {
            #expect(counts == own, "by design (by-design.txt) expected \(own); \(context)")
        } else if CompatFixtures.knownDifferent.contains(fixture.name) {
            #expect(counts != fixture.busted,
                    "now gives busted's counts \(fixture.busted): remove \(fixture.name) from known-different.txt")
        } else {
            #expect(counts == fixture.busted, "busted gives \(fixture.busted); \(context)")
        }
    }

    /// The six real suites' CI command lines are accepted, whatever the counts are today.
    @Test(arguments: CompatFixtures.cases.filter(\.isCILine))
    func ciLineIsNotRefused(_ fixture: CompatCase) throws {
        let (run, _) = try CompatFixtures.run(fixture)
        #expect(run.status != 2, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("unknown option"), "stderr: \(run.stderr)")
    }

    /// Every folder is run by some row, and the two exception lists name listed runs only (a
    /// typo there would silently exempt nothing).
    @Test func listsAgreeWithTheFolders() throws {
        let listed = Set(CompatFixtures.cases.map(\.name))
        #expect(listed.count == CompatFixtures.cases.count, "a name is listed twice in busted-counts.txt")
        #expect(Set(CompatFixtures.cases.map(\.folder)) == Set(try CompatFixtures.folders()))
        #expect(CompatFixtures.knownDifferent.isSubset(of: listed), "\(CompatFixtures.knownDifferent.subtracting(listed))")
        #expect(Set(CompatFixtures.byDesign.keys).isSubset(of: listed))
        #expect(CompatFixtures.knownDifferent.isDisjoint(with: CompatFixtures.byDesign.keys))
        #expect(CompatFixtures.cases.filter(\.isCILine).count == 6)
    }

    /// The temporary copy a fixture runs in keeps its `.busted` and nested folders.
    @Test func theCopyKeepsHiddenFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-compat-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fixture = try #require(CompatFixtures.cases.first { $0.name == "ci_penlight" })
        let copy = try CompatFixtures.copyFolder(of: fixture, into: dir)
        #expect(FileManager.default.fileExists(atPath: copy + "/.busted"))
        #expect(FileManager.default.fileExists(atPath: copy + "/lua/pkg/init.lua"))
    }

    /// A malformed row is dropped by the parser; this catches it (and an unreadable list: it has 44 rows).
    @Test func everyRowParses() {
        #expect(CompatFixtures.cases.count == CompatFixtures.rows("busted-counts.txt").count)
        #expect(CompatFixtures.byDesign.count == CompatFixtures.rows("by-design.txt").count)
        #expect(CompatFixtures.cases.count >= 44)
    }
}
