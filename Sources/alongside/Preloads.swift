// Preloads: what every spec file's state gets before the file runs.
import LuaKit
import LuaSpec
import UISimLua

/// The `ui` module, installed into each spec file's fresh state; ui.explore's default seed is
/// the run's (`--seed`, or the one `--shuffle` chose), so the command line reproduces it.
func preloads() -> [SpecPreload] {
    [installUI]
}

private func installUI(_ state: LuaState) throws(LuaError) {
    try UISimLua.install(into: state, exploreSeed: SpecRunSeed.of(state) ?? 0)
}
