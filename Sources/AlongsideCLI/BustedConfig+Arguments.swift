// BustedConfig+Arguments: a `.busted` file's settings said as command-line options, so they are
// parsed by the one option table (and reach the workers, which parse the same arguments).
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

extension BustedConfig {
    /// What the settings add to a run: option arguments (placed before the command line's, which
    /// win), the `ROOT` paths, the `directory` to change to, and a note for each key not used.
    struct Contribution: Equatable {
        var arguments: [String] = []
        var roots: [String] = []
        var directory: String?
        var notes: [String] = []
    }

    /// Keys one option of the command line also decides (busted's --shuffle sets shuffle-files
    /// and shuffle-tests; --sort both sorts).
    static let coveredKeys: [String: [String]] = [
        "shuffle": ["shuffle-files", "shuffle-tests"], "sort": ["sort-files", "sort-tests"],
    ]

    /// Keys busted reads that are not options here, or that mean nothing inside a `.busted` file.
    static let ignoredKeys: Set<String> = ["run", "config-file", "version", "help"]

    /// The settings as option arguments, leaving out every key the command line gave (busted's
    /// precedence: command line, then the task, then `_all`, then the defaults).
    /// - Parameter given: the keys of the options on the command line (`Invocation.givenKeys`).
    /// - Throws: `UsageError.bustedConfig` naming the file and key of a value the option refuses.
    func contribution(given: Set<String>) throws(UsageError) -> Contribution {
        var result = Contribution()
        let given = given.union(given.flatMap { Self.coveredKeys[$0] ?? [] })
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
            // busted spells keys with '-' (auto-insulate); the '_' spelling is taken too
            let name = CommandOption.all.contains { $0.key == key } ? key : String(key.map { $0 == "_" ? "-" : $0 })
            if name == "ROOT" {
                if case .list(let l) = value { result.roots = l } else if case .text(let t) = value { result.roots = [t] }
                continue
            }
            if name == "directory", case .text(let d) = value {
                if !given.contains("directory") { result.directory = d }
                continue
            }
            if Self.ignoredKeys.contains(name) {
                result.notes.append("\(path): '\(key)' means nothing in a .busted file; ignored")
                continue
            }
            guard let option = CommandOption.all.first(where: { $0.key == name }) else {
                result.notes.append("\(path): unknown key '\(key)' ignored (see 'alongside --help' for busted's options)")
                continue
            }
            guard !given.contains(name), given.isDisjoint(with: Self.coveredKeys[name] ?? []) else { continue }
            guard let arguments = Self.arguments(for: option, value) else {
                result.notes.append("\(path): '\(key)' cannot be \(Self.describe(value)); ignored")
                continue
            }
            do throws(UsageError) {
                _ = try Invocation.parse(arguments)
            } catch {
                if name == "output" {   // busted also takes a handler's path or module name here
                    result.notes.append("\(path): output '\(arguments.last ?? "")' is not a format alongside writes; "
                                        + "the default is used")
                    continue
                }
                throw .bustedConfig("\(path): '\(key)': \(error.message)")
            }
            result.arguments += arguments
        }
        return result
    }

    /// The option arguments saying `value` for `option`, or nil when it cannot be said.
    static func arguments(for option: CommandOption, _ value: Value) -> [String]? {
        let long = option.names.first { $0.hasPrefix("--") && !$0.hasPrefix("--no-") } ?? option.names[0]
        switch (value, option.argument) {
        case (.flag(true), nil): return [long]
        case (.flag(false), nil): return option.negatable ? ["--no-" + option.key] : []
        case (.text(let t), _?): return [long, t]
        case (.list(let items), _?): return items.flatMap { [long, $0] }
        default: return nil
        }
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .flag(let b): "\(b) (it needs a value)"
        case .text(let t): "'\(t)' (it is true or false)"
        case .list: "a list (it is true or false)"
        case .other(let type): "a \(type)"
        }
    }
}

extension Invocation {
    /// The command line of a run in the working directory it asks for: `-C` entered, the `.busted`
    /// file (`-f FILE`, else `.busted` there) read for the task (`-r`, else `default`) over `_all`,
    /// its settings placed before the command line's options (so they reach the workers too), and
    /// the `CI` environment applied. Changes the process's working directory.
    /// - Throws: `UsageError` for the command line, the `.busted` file or the directory.
    static func resolve(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
        var cli = try parse(arguments)
        guard cli.action == .run else { return cli }
        let directory = cli.directories.reduce("") { $1.hasPrefix("/") || $0.isEmpty ? $1 : $0 + "/" + $1 }
        var contribution = BustedConfig.Contribution()
        if let file = try configPath(cli, directory: directory) {
            contribution = try BustedConfig.load(path: file, task: cli.task).contribution(given: Set(cli.givenKeys))
        } else if let task = cli.task {
            cli.note("-r \(task): there is no .busted file to take the task from; ignored")
        }
        if let target = cli.directories.isEmpty ? contribution.directory : directory {
            guard chdir(target) == 0 else { throw .directory(target, reason: String(cString: strerror(errno))) }
        }
        var inv = try parse(contribution.arguments + arguments)
        if inv.paths.isEmpty { inv.paths = contribution.roots }
        for note in contribution.notes + cli.notes { inv.note(note) }
        inv.applyCI(environment)
        inv.chooseFileSeed()
        return inv
    }

    /// `-f FILE` (which must exist, relative to where alongside started, as busted), else
    /// `.busted` in the `-C` folder when there is one.
    private static func configPath(_ cli: Invocation, directory: String) throws(UsageError) -> String? {
        if let file = cli.configFile {
            guard FileSystem.kind(of: file) == .file else { throw .bustedConfig("specified config file '\(file)' not found") }
            return file
        }
        let file = directory.isEmpty ? ".busted" : directory + "/.busted"
        return FileSystem.kind(of: file) == .file ? file : nil
    }
}
