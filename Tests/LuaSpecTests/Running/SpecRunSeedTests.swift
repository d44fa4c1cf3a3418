// SpecRunSeedTests: the run's seed reaches the preloads of every file's state (ui.explore's
// default seed), whether it came from --seed, from --shuffle, or from neither.
import Foundation
import LuaKit
import Testing
@testable import LuaSpec

@Suite struct SpecRunSeedTests {
    /// The seeds the preload saw, one per file, for a run with `options`.
    private func seeds(_ options: SpecOptions) throws -> [UInt64?] {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("seed-\(UUID().uuidString)_spec.lua").path
        try "it('runs', function() end)".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var seen: [UInt64?] = []
        let preload: SpecPreload = { state throws(LuaError) in seen.append(SpecRunSeed.of(state)) }
        let recorder = RecordingReporter()
        let (summary, _) = SpecRunner(options: options, reporters: [recorder], preloads: [preload])
            .run([SpecFile(path: path), SpecFile(path: path)])
        #expect(summary.passed)
        return seen
    }

    @Test func seedWithoutShuffleIsTheRunsSeed() throws {
        var options = SpecOptions()
        options.seed = 42
        #expect(try seeds(options) == [42, 42])
    }

    @Test func shuffleWithoutSeedGivesTheSeedItChose() throws {
        var options = SpecOptions()
        options.shuffle = true
        let seen = try seeds(options)
        #expect(seen.count == 2)
        #expect(seen[0] != nil && seen[0] == seen[1])
    }

    @Test func neitherGivesZero() throws {
        #expect(try seeds(SpecOptions()) == [0, 0])
    }

    @Test func aStateTheRunnerDidNotMakeHasNone() throws {
        #expect(SpecRunSeed.of(try LuaState()) == nil)
    }
}
