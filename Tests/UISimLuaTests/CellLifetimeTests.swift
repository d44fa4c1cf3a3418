// CellLifetimeTests: views and cells made or reached from Lua keep their world alive, and a state
// closes cleanly while cell classes and cell overrides (Lua functions that reach their cells
// through registry references) are still in place (run under --sanitize=address by scripts/test).
import LuaKit
import Testing
import UISimLua

@Suite("Views and cells from Lua: lifetimes")
struct CellLifetimeTests {
    @Test("A cell and a label keep their world alive; the state closes with overrides in place")
    func cellsKeepWorldAndClose() throws {
        var lua: LuaState? = try LuaState()
        try UISimLua.install(into: lua!)
        try lua!.run("ui = require 'ui'")   // the spec runner makes the global; here, by hand
        try lua!.run("""
            local w = ui.World{ width = 320 }
            local list = w:TableViewController{ rows = { 20 }, rowHeight = 44 }
            list.tableView:registerCell("Cell", {
              init = function(cell) cell.contentView:addSubview(w:View{}) end,
              layoutContentView = function(cell) cell.contentView.subviews[1].frame = cell.contentView.bounds end,
            })
            w:show(list)
            cell = list.tableView:cellForRow(ui.IndexPath(1, 0))
            function cell:layoutSubviews() self.super:layoutSubviews() end
            label = cell.contentView.subviews[1]
            w, list = nil, nil
            """)
        lua!.collectGarbage()
        lua!.collectGarbage()
        #expect(try lua!.run("""
            cell:setNeedsLayout(); cell:layoutIfNeeded()
            return label.frame.width, label.frame.height, label.superview == cell.contentView
            """) == [.number(320), .number(44), .boolean(true)])
        lua = nil   // closes the state: the world, its table and cells go with it
    }
}
