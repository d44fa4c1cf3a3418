// Invocation+CI: the `CI` environment variable turns on `--no-new-snapshots`, as jest and insta detect CI.
import LuaSpec

extension Invocation {
    /// Whether `CI` says this is a CI machine: set, and not empty, `0` or `false` (the values
    /// people write to switch it off).
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let v = environment["CI"] else { return false }
        return !["", "0", "false"].contains(v.lowercased())
    }

    /// `--no-new-snapshots` when `CI` is set and no snapshot option was given, carried in `optionArguments`
    /// so the workers, which parse the same arguments, agree.
    mutating func applyCI(_ environment: [String: String]) {
        guard Self.isCI(environment), options.snapshots == .writeNew else { return }
        options.snapshots = .compareOnly
        optionArguments.append("--no-new-snapshots")
    }
}
