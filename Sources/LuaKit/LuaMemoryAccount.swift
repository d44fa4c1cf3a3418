// LuaMemoryAccount: memory a host holds on a state's behalf, counted against the state's cap.
internal import CLuaShim

/// Lets Swift code that allocates for a script — a simulation's rows, its log — count those
/// bytes against the state's memory cap (`LuaState(memoryLimit:)`) together with Lua's own.
///
/// Without it a script could make Swift hold gigabytes under a cap of a few MiB: the cap only
/// saw Lua's allocations. A refused `reserve` takes nothing and marks the refusal; the Lua
/// function running now (a Swift callback) then ends in a genuine memory error once Swift has
/// returned, which `LuaState.limitedCall` reports as `.memory`. The caller must not allocate
/// what was refused, and must leave its data consistent without it.
///
/// Holds the state through its link: once the state is gone, reserving always succeeds and
/// releasing does nothing, so an object that outlives its state can still be freed.
public final class LuaMemoryAccount {
    private let link: LuaStateLink

    init(link: LuaStateLink) { self.link = link }

    /// Counts `bytes` as held; false (nothing counted) when that would pass the cap.
    public func reserve(_ bytes: Int) -> Bool {
        guard bytes > 0, let state = link.state else { return true }
        return clua_reserve(state.mainThread, bytes) != 0
    }

    /// Gives back bytes an earlier `reserve` took.
    public func release(_ bytes: Int) {
        guard bytes > 0, let state = link.state else { return }
        clua_release(state.mainThread, bytes)
    }

    /// Whether the cap has been passed during the current Swift callback (by Lua values Swift
    /// made, or a refused reserve): a loop filling a large table should stop, since the call
    /// will end in a memory error anyway.
    public var isExhausted: Bool {
        guard let state = link.state else { return false }
        return clua_memory_exhausted(state.mainThread) != 0
    }
}

extension LuaState {
    /// The account through which Swift-side memory is counted against this state's cap.
    public var memoryAccount: LuaMemoryAccount { LuaMemoryAccount(link: link) }
}
