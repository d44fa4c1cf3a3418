// swift-tools-version: 6.0
// Alongside: a scripted UI test harness. Lua 5.4 specs drive a simulation of UIKit's lists,
// transitions and animation clock; a Swift host runs them and reports JUnit XML.
import PackageDescription

let package = Package(
    name: "Alongside",
    products: [
        .executable(name: "alongside", targets: ["alongside"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        .library(name: "LuaSpec", targets: ["LuaSpec"]),
        .library(name: "UISim", targets: ["UISim"]),
        .library(name: "UISimLua", targets: ["UISimLua"]),
    ],
    targets: [
        // Debian's liblua5.4 (pkg-config lua5.4). The shared library is linked on purpose, so
        // that `require` of Debian's Lua C modules finds the host's Lua symbols. The release
        // binary (scripts/release-flags) links liblua5.4.a's objects in and exports Lua's
        // functions from the binary instead, for the same modules.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // The C half of the boundary: allocator, trampolines, hook, message handlers.
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // Swift over the Lua C API; knows nothing of tests or UI.
        .target(name: "LuaKit", dependencies: ["CLua", "CLuaShim"]),
        // The runner's Lua half (runner.lua, fast_assertions.lua), embedded into the binary with
        // #embed, with the bytecode scripts/compile-runner made of it (.luac), and the C that
        // decides a passing common assertion (assertion_decider.c).
        .target(name: "LuaSpecScripts", dependencies: ["CLua"],
                exclude: ["runner.lua", "fast_assertions.lua", "runner.luac", "fast_assertions.luac"]),
        // The busted-compatible DSL, the runner, its events and the reporters.
        .target(name: "LuaSpec", dependencies: ["LuaKit", "LuaSpecScripts"]),
        // The UIKit simulation: clock, media timing, animations, views, lists. Pure Swift.
        // UISIM_INTERNAL_CHECKS: invariants checked after every mutation (debug builds, so in
        // every test run; STYLE.md practice 12).
        .target(
            name: "UISim",
            swiftSettings: [.define("UISIM_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        // ui.explore's Lua half (Sources/UISimLuaScripts/explore/*.lua), embedded with #embed.
        .target(name: "UISimLuaScripts", exclude: ["explore"]),
        // The `ui` Lua module: UISim exposed through LuaKit (docs/lua-api.md).
        .target(name: "UISimLua", dependencies: ["LuaKit", "UISim", "UISimLuaScripts"]),
        // The command line: arguments, discovery, exit codes. Installs the `ui` module into each
        // spec file's state through LuaSpec's preload hook (LuaSpec knows nothing of UISim).
        // The command line as a library, so tests can @testable import it: one option table (parse,
        // --help, suggestions), discovery, exit codes, the supervisor and its worker processes.
        // Only the `alongside` executable depends on it.
        .target(name: "AlongsideCLI", dependencies: ["LuaSpec", "LuaKit", "CProcess", "CEdit"]),
        // Debian's libedit (BSD licence, readline-compatible): line editing, history and Tab
        // completion for `alongside repl`. Used by the command line only, never by LuaKit/LuaSpec;
        // its header (libedit-dev) at build time, the library opened with dlopen when the REPL
        // starts on a terminal, so no other run loads it (Sources/CEdit/include/cedit.h).
        .target(name: "CEdit"),
        // The process calls Swift cannot import (prctl is variadic): a worker's death with its
        // supervisor.
        .target(name: "CProcess"),
        .executableTarget(name: "alongside", dependencies: ["AlongsideCLI", "LuaSpec", "UISimLua"]),
        // Times a 1,000,000-row table (rectForRow, row at offset, height change, reloadData) and
        // its bytes per row; run by `scripts/bench uisim_rows` (release build).
        .executableTarget(name: "uisim-bench", dependencies: ["UISim"]),

        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit"]),
        .testTarget(name: "LuaSpecTests", dependencies: ["LuaSpec"], exclude: ["__Snapshots__"]),
        .testTarget(name: "UISimTests", dependencies: ["UISim"]),
        .testTarget(name: "UISimLuaTests", dependencies: ["UISimLua", "LuaKit", "UISim"]),
        // End-to-end: runs the built binary on fixture specs.
        .testTarget(name: "AlongsideTests", dependencies: ["LuaSpec", "AlongsideCLI", "alongside", "UISimLua"], exclude: ["Fixtures"]),
    ]
)
