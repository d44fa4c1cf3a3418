// UIModuleTests: installing the `ui` module, and the lifetimes of the worlds it makes.
import LuaKit
#if canImport(Glibc)
import Glibc
#endif
import Testing
import UISimLua

@Suite("The ui module")
struct UIModuleTests {
    @Test("install registers a loader; require builds the module once and caches it")
    func install() throws {
        let lua = try LuaState()
        try UISimLua.install(into: lua)
        #expect(try lua.run("return type(package.preload.ui), package.loaded.ui == nil") == [.string("function"), .boolean(true)])
        #expect(try lua.run("ui = require('ui'); return ui == require('ui'), package.loaded.ui == ui, type(ui.World)")
            == [.boolean(true), .boolean(true), .string("function")])
    }

    @Test("A scene built in Lua runs, and the state closes with a transition in flight")
    func sceneAndClose() throws {
        let lua = try LuaState()
        try UISimLua.install(into: lua)
        try lua.run("ui = require 'ui'")   // the spec runner makes the global; here, by hand
        try lua.run("""
            w = ui.World{ ios = 10 }
            nav = w:NavigationController(w:ViewController{ title = "List" })
            w:show(nav)
            nav:pushViewController(w:ViewController{ title = "Detail" }, true)
            w:settle(1)
            swipe = nav:beginInteractivePop()
            swipe:update(0.5)
            """)
        #expect(try lua.run("return w.ios, #nav.viewControllers, swipe.percentComplete")
            == [.integer(10), .integer(1), .number(0.5)])
    }

    @Test("Objects keep their world alive after the world's variable is gone")
    func objectsKeepWorld() throws {
        let lua = try LuaState()
        try UISimLua.install(into: lua)
        try lua.run("ui = require 'ui'")   // the spec runner makes the global; here, by hand
        try lua.run("""
            local w = ui.World{}
            nav = w:NavigationController(w:ViewController{ title = "Root" })
            w:show(nav)
            w = nil
            """)
        lua.collectGarbage()
        lua.collectGarbage()
        #expect(try lua.run("""
            local vc = nav.topViewController
            return vc.title, vc:transitionCoordinator() == nil, nav:beginInteractivePop() == nil
            """) == [.string("Root"), .boolean(true), .boolean(true)])
    }

    @Test("A table view keeps its world and its data source alive")
    func tableKeepsWorld() throws {
        let lua = try LuaState()
        try UISimLua.install(into: lua)
        try lua.run("ui = require 'ui'")
        try lua.run("""
            local w = ui.World{}
            local list = w:TableViewController{ rows = { 10, 3 }, rowHeight = 44 }
            w:show(list)
            tv = list.tableView
            w, list = nil, nil
            """)
        lua.collectGarbage()
        lua.collectGarbage()
        #expect(try lua.run("""
            tv:tap(ui.IndexPath(1, 1))
            return tv:numberOfRowsInSection(0), tv:indexPathForSelectedRow().section, tv:cellForRow(ui.IndexPath(1, 1)).isSelected
            """) == [.integer(10), .integer(1), .boolean(true)])
        let m = try lua.run("return select(2, pcall(function() tv:selectRow(ui.IndexPath(12, 0), false, 'none') end))").first
        #expect(m?.string?.hasSuffix("bad argument #1 to 'selectRow' (row 12 out of range: section 0 has 10 rows)") == true)
    }

    @Test("Errors are Lua errors, never Swift traps")
    func errors() throws {
        let lua = try LuaState()
        try UISimLua.install(into: lua)
        let m = try lua.run("ui = require 'ui'; return select(2, pcall(ui.World, { ios = 99 }))").first
        #expect(m == .string("bad argument #1 to 'ui.World' (field 'ios': 9 ... 18 expected, got 99)"))
    }
}

@Suite("Table editing from Lua")
struct TableEditingTests {
    @Test("Edits keep the model in step; an inconsistent update raises UIKit's reason, and the table reloads")
    func editsAndInconsistentUpdate() throws {
        let lua = try LuaState()
        try UISimLua.install(into: lua)
        try lua.run("ui = require 'ui'")
        try lua.run("""
            w = ui.World{}
            list = w:TableViewController{ rows = { 3 }, rowHeight = 44 }
            w:show(list)
            tv = list.tableView
            tv:performBatchUpdates(function() tv:insertRows({ ui.IndexPath(0, 0) }, "fade") end)
            """)
        #expect(try lua.run("return tv:numberOfRowsInSection(0)") == [.integer(4)])
        #expect(try lua.run("""
            list:setRows{ 9 }
            local ok, err = pcall(tv.deleteRows, tv, { ui.IndexPath(0, 0) }, "none")
            return ok, err:match("^[^.]*"), tv:numberOfRowsInSection(0)
            """) == [.boolean(false), .string("Invalid update: invalid number of rows in section 0"), .integer(8)])
    }
}

@Suite("The ui module while its state closes")
struct ClosingStateTests {
    /// A Lua finalizer that lua_close runs may try the `ui` module; by then the Swift side is
    /// going away, so the call must be refused in Lua's words, not reach freed objects (it
    /// trapped, and later read torn-down references). The finalizer writes what it saw to a file.
    @Test("A finalizer run by the closing state is refused the ui module")
    func finalizerDuringClose() throws {
        let path = "/tmp/alongside-close-\(UInt32.random(in: 0...UInt32.max)).txt"
        var lua: LuaState? = try LuaState()
        try UISimLua.install(into: lua!)
        try lua!.run("""
            local ui = require 'ui'
            local w = ui.World{}
            local vc = w:ViewController{ title = "x" }
            debug.getregistry().closing_probe = setmetatable({}, { __gc = function()
              local f = io.open(\(quoted(path)), "w")
              f:write(select(2, pcall(function() return w.time end)), "\\n")
              f:write(select(2, pcall(function() return vc.title end)), "\\n")
              f:close()
            end })
            """)
        lua = nil
        let lines = try #require(readFile(path)).split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.hasSuffix(": attempt to call a host function while the Lua state closes"), "\(line)")
        }
    }
}

private func quoted(_ s: String) -> String { "'" + s + "'" }

/// The contents of the file at `path`, then removes it; nil if there is none.
private func readFile(_ path: String) -> String? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f); remove(path) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n == 0 { break }
        bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}
