// Preloads: what every spec file's state gets before the file runs.
import LuaKit
import LuaSpec
import UISimLua

/// The `ui` module, installed into each spec file's fresh state; ui.explore's default seed is
/// the run's (`--seed`, or the one `--shuffle` chose), so the command line reproduces it.
func preloads() -> [SpecPreload] {
    [installUI]
}

/// Installs the `ui` module and lets the runner attach its pictures (the worlds and
/// recordings a test made) to the test when it fails. The glue lives here: LuaSpec knows
/// nothing of UISim, and the `ui` module nothing of tests.
private func installUI(_ state: LuaState) throws(LuaError) {
    let exhibits = try UISimLua.install(into: state, exploreSeed: SpecRunSeed.of(state) ?? 0)
    state.addSpecAttachmentProvider { failed in
        exhibits.take(keep: failed).map { SpecAttachment(name: $0.name, contents: $0.contents) }
    }
}
