// CommandOption+Busted: the options only busted 2.1 has (its --help, one by one), with busted's
// meaning. Those that cannot mean the same here are accepted with one note on standard error.
import LuaSpec

extension CommandOption {
    private static func arg(_ placeholder: String, _ expects: String, _ example: String) -> Argument {
        Argument(placeholder: placeholder, expects: expects, example: example)
    }

    /// busted's options alongside had no word for; `--help` marks them "(busted)".
    static let bustedOnly: [CommandOption] = [
        CommandOption(names: ["-p", "--pattern"], argument: arg("PATTERN", "a Lua pattern", "_spec"), section: .files,
                      help: ["(busted) in folders, run the .lua files whose base name matches this",
                             "Lua pattern anywhere (repeatable; default _spec, so util_spec_x.lua",
                             "is a spec file too, as under busted)"]) {
            inv, _, v throws(UsageError) in inv.patterns = (inv.patterns ?? []) + [v]
        },
        CommandOption(names: ["--exclude-pattern"], argument: arg("PATTERN", "a Lua pattern", "_helper"),
                      section: .files,
                      help: ["(busted) skip files whose base name matches this Lua pattern",
                             "(repeatable; wins over --pattern)"]) {
            inv, _, v throws(UsageError) in inv.excludePatterns.append(v)
        },
        CommandOption(names: ["-R", "--recursive", "--no-recursive"], section: .files,
                      help: ["(busted) look for spec files in sub-folders too (the default)"]) {
            inv, name, _ throws(UsageError) in inv.recursive = name != "--no-recursive"
        },
        CommandOption(names: ["-C", "--directory"], argument: arg("DIR", "a folder", "tests"), section: .files,
                      help: ["(busted) change to DIR first (repeatable: each relative to the one",
                             "before); .busted is read there, paths are relative to it"]) {
            inv, _, v throws(UsageError) in inv.directories.append(v)
        },
        CommandOption(names: ["-f", "--config-file"], argument: arg("FILE", "a file path", ".busted"), section: .files,
                      help: ["(busted) read the settings from FILE, not from .busted in the",
                             "working directory (which is read when it exists)"]) {
            inv, _, v throws(UsageError) in inv.configFile = v
        },
        CommandOption(names: ["-r", "--run"], argument: arg("TASK", "a task of the .busted file", "unit"),
                      section: .files,
                      help: ["(busted) the task of .busted to use (default: default), over its",
                             "_all; the command line wins over both"]) {
            inv, _, v throws(UsageError) in inv.task = v
        },
        CommandOption(names: ["--shuffle-files", "--no-shuffle-files"], section: .files,
                      help: ["(busted) run the files in an order shuffled by --seed"]) {
            inv, name, _ throws(UsageError) in inv.shuffleFiles = name == "--shuffle-files"
        },
        CommandOption(names: ["--sort-files", "--no-sort-files"], section: .files,
                      help: ["(busted) run the files sorted by path across all the paths given",
                             "(each folder's files are sorted by path already)"]) {
            inv, name, _ throws(UsageError) in inv.sortFiles = name == "--sort-files"
        },
        CommandOption(names: ["--shuffle-tests", "--no-shuffle-tests"], section: .selection,
                      help: ["(busted) randomise the blocks and tests within each block (not",
                             "the files: see --shuffle-files and --shuffle)"]) {
            inv, name, _ throws(UsageError) in inv.options.shuffle = name == "--shuffle-tests"
        },
        CommandOption(names: ["--sort", "--no-sort"], section: .selection,
                      help: ["(busted) --sort-files and --sort-tests"]) {
            inv, name, _ throws(UsageError) in
            inv.sortFiles = name == "--sort"
            inv.options.sortTests = name == "--sort"
        },
        CommandOption(names: ["--sort-tests", "--no-sort-tests"], section: .selection,
                      help: ["(busted) run each block's tests in the order of their names"]) {
            inv, name, _ throws(UsageError) in inv.options.sortTests = name == "--sort-tests"
        },
        CommandOption(names: ["-e"], argument: arg("STATEMENT", "Lua code", "'DEBUG = true'"), section: .lua,
                      help: ["(busted) run this Lua code in each spec file's state before the",
                             "helper and the spec (repeatable)"]) {
            inv, _, v throws(UsageError) in inv.options.execute.append(v)
        },
        CommandOption(names: ["--helper"], argument: arg("FILE", "a Lua file or module", "spec/helper.lua"), section: .lua,
                      help: ["(busted) run this Lua file (or module) before the spec; each spec",
                             "file has a fresh state here, so it runs once per file"]) {
            inv, _, v throws(UsageError) in inv.options.helper = v.isEmpty ? nil : v
        },
        CommandOption(names: ["-Xhelper", "--Xhelper"], argument: arg("OPT[,OPT]", "helper arguments, comma-separated", "x,y"),
                      section: .lua, help: ["(busted) arguments for the helper (its arg table); repeatable"]) {
            inv, _, v throws(UsageError) in inv.options.helperArguments += v.split(separator: ",").map(String.init)
        },
        CommandOption(names: ["--auto-insulate", "--no-auto-insulate"], section: .lua,
                      help: ["(busted) wrap each spec file in an insulate block (the default)"]) {
            inv, name, _ throws(UsageError) in inv.options.autoInsulate = name == "--auto-insulate"
        },
        CommandOption(names: ["--lua"], argument: arg("LUA", "an interpreter path", "luajit"), section: .lua,
                      help: ["(busted) accepted with a note: Lua 5.4 is built into alongside"]) {
            inv, name, _ throws(UsageError) in inv.note("Lua 5.4 is built into alongside; \(name) ignored")
        },
        CommandOption(names: ["--ignore-lua"], section: .lua,
                      help: ["(busted) accepted; changes nothing (there is no --lua to obey)"]) {
            _, _, _ throws(UsageError) in
        },
        CommandOption(names: ["--lang"], argument: arg("LANG", "a language code", "en"), section: .lua,
                      help: ["(busted) accepted; messages are in English (a note unless en)"]) {
            inv, name, v throws(UsageError) in
            if v != "en" { inv.note("messages are in English only; \(name) \(v) ignored") }
        },
        CommandOption(names: ["--loaders"], argument: arg("NAME[,NAME]", "loaders, comma-separated", "lua"),
                      section: .lua,
                      help: ["(busted) accepted; .lua files are always loaded, MoonScript never",
                             "(a note when NAME asks for anything else)"]) {
            inv, name, v throws(UsageError) in
            let other = v.split(separator: ",").map(String.init).filter { $0 != "lua" }
            if !other.isEmpty {
                inv.note("only Lua spec files are loaded; \(name) \(other.joined(separator: ",")) ignored")
            }
        },
        CommandOption(names: ["-s", "--enable-sound", "--no-enable-sound"], section: .output,
                      help: ["(busted) accepted; alongside plays no sound (a note with -s)"]) {
            inv, name, _ throws(UsageError) in
            if name != "--no-enable-sound" { inv.note("alongside plays no sound; \(name) ignored") }
        },
    ]
}
