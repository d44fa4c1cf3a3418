// SpecRunSeed: the run's seed, handed to the modules a host preloads into each spec file's
// state, so a module's own randomness (ui.explore) follows `--seed` without knowing the runner.
import LuaKit

/// The seed of the run a spec file's state belongs to: `--seed N`, else the seed `--shuffle`
/// chose (printed at the start and the end of the run), else 0. Set before the preloads run.
public enum SpecRunSeed {
    static let registryKey = "LuaSpec.runSeed"

    /// The run's seed for `state`, or nil for a state the runner did not make.
    public static func of(_ state: LuaState) -> UInt64? {
        state.registryValue(registryKey).integer.map { UInt64(bitPattern: $0) }
    }

    /// Records the seed of the run for `options` on a file's fresh state. `resolved` is the
    /// shuffle seed (0 when not shuffling); without `--shuffle`, `--seed` still counts.
    static func record(on state: LuaState, options: SpecOptions, resolved: UInt64) {
        let seed = options.shuffle ? resolved : (options.seed ?? 0)
        state.setRegistryValue(registryKey, .integer(Int64(bitPattern: seed)))
    }
}
