// WorldClock: `world:advance` and `world:settle` refuse to run inside a callback that the same
// world's advance or settle is running (a completion, a coordinator block, an override).
import LuaKit
import UISim

extension Kit {
    /// Runs `body`, which moves `w`'s clock, unless a call further out is already moving it.
    ///
    /// UISim runs due work in time order and then sets the clock to the end of the step; an
    /// inner advance from a callback would move the clock past that end, and the outer step
    /// would then go back in time (UISim traps on that in debug builds; found by a stress run
    /// of `done` callbacks calling `world:advance`). UIKit has no such call: an app cannot move
    /// the clock, so the refusal is a Lua error in Lua's words.
    func movingClock<T>(_ w: World, _ name: String, _ body: () -> T) throws(LuaCallError) -> T {
        let id = ObjectIdentifier(w)
        if movingClocks.contains(id) {
            throw .binding(.useRefused(name, inside: "a callback of this world's advance or settle (its clock is already moving)"))
        }
        movingClocks.append(id)
        defer { movingClocks.removeAll { $0 == id } }
        return body()
    }
}
