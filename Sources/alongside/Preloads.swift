// Preloads: what every spec file's state gets before the file runs.
import LuaKit
import LuaSpec
import UISimLua

/// The `ui` module, installed into each spec file's fresh state.
func preloads() -> [SpecPreload] {
    [installUI]
}

private func installUI(_ state: LuaState) throws(LuaError) {
    try UISimLua.install(into: state)
}
