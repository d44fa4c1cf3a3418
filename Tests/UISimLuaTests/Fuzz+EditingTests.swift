// Fuzz+EditingTests: editing mode driven at random (issue 13, task E) — setEditing, the editing
// controls and the Delete button, reordering drags with random moves, releases and cancels,
// the clock running in between, data sources and delegates that answer wrong or raise: no
// trap, every error a Lua-style string, the state closes cleanly (ASan in scripts/test).
import Testing
import UISimLua

@Suite("Editing mode under fuzzing")
struct EditingFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_000

    @Test("Random editing gestures: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(editingFuzzSource, name: "editingfuzz", seed: seed, calls: Self.callsPerSeed)
        // the fuzz reaches the gestures: drags begun and Delete buttons shown, not only refusals
        #expect(counts.count == 2 && counts[0] > 0 && counts[1] > 0, "seed \(seed): \(counts)")
    }
}

/// The error shapes the editing fuzz expects: the list fuzz's, and the refusals of a drag.
let editingFuzzShapes = listFuzzShapes + ["^beginReorder: cannot drag row "]

let editingFuzzSource = fuzzSource(shapes: editingFuzzShapes, body: #"""
local scenes, drags = {}, {}
local begun, confirmations = 0, 0

local function boom() error("fuzz boom") end
local function anyPath() return IP(R(-1, 45), R(-1, 2)) end

-- A Lua model that edits itself as an app's would, sometimes wrongly (forgets the model,
-- raises, answers nonsense).
local function source()
  local m = { counts = { R(0, 30), R(0, 4) } }
  function m:numberOfSections() return #self.counts end
  function m:numberOfRowsInSection(_, s) return self.counts[s + 1] or 0 end
  function m:commit(tv, style, ip)
    if R(8) == 1 then error("fuzz boom") end
    local delta = style == "delete" and -1 or 1
    if R(6) ~= 1 then self.counts[ip.section + 1] = self.counts[ip.section + 1] + delta end
    if style == "delete" then tv:deleteRows({ ip }, "automatic") else tv:insertRows({ ip }, "fade") end
  end
  if R(4) ~= 1 then
    function m:moveRowAt(_, from, to)
      if R(8) == 1 then error("fuzz boom") end
      if R(6) ~= 1 then
        self.counts[from.section + 1] = self.counts[from.section + 1] - 1
        self.counts[to.section + 1] = self.counts[to.section + 1] + 1
      end
    end
  end
  if R(3) == 1 then function m:canMoveRowAt(_, ip) return pick{ true, false, ip.row % 2 == 0, "x" } end end
  if R(3) == 1 then function m:canEditRowAt(_, ip) return pick{ true, ip.row ~= 1, 3 } end end
  return m
end

local function delegate()
  return {
    editingStyleForRowAt = R(2) == 1 and function() return pick{ "delete", "insert", "none", "bogus", 7 } end or nil,
    shouldIndentWhileEditingRowAt = R(2) == 1 and function() return pick{ true, false, nil } end or nil,
    targetIndexPathForMoveFromRowAt = R(2) == 1 and function(_, _, _, proposed)
      local k = R(5)
      if k == 1 then error("fuzz boom") end
      if k == 2 then return anyPath() end
      if k == 3 then return "x" end
      return proposed
    end or nil,
  }
end

local function scene()
  local w = ui.World{ ios = R(9, 18), height = pick{ 300, 844 } }
  local list = w:TableViewController{ rows = { R(0, 40), R(0, 5) }, rowHeight = pick{ 30, 44, 80 } }
  record("show", pcall(w.show, w, R(2) == 1 and w:NavigationController(list) or list))
  local tv = list.tableView
  if R(2) == 1 then record("dataSource", pcall(function() tv.dataSource = source() end)) end
  if R(2) == 1 then record("delegate", pcall(function() tv.delegate = delegate() end)) end
  tv.allowsSelectionDuringEditing = R(2) == 1
  tv.allowsMultipleSelectionDuringEditing = R(3) == 1
  scenes[#scenes + 1] = { world = w, list = list, tv = tv }
  if #scenes > 6 then table.remove(scenes, 1) end
end
scene()

for i = 1, CALLS do
  local s = pick(scenes)
  local tv, w = s.tv, s.world
  local k = R(100)
  if k <= 3 then
    scene()
  elseif k <= 12 then
    record("setEditing", pcall(tv.setEditing, tv, R(4) ~= 1, R(2) == 1))
  elseif k <= 15 then
    record("tapEditButton", pcall(s.list.tapEditButton, s.list))
  elseif k <= 27 then
    record("tapEditingControl", pcall(tv.tapEditingControl, tv, anyPath()))
    if tv:indexPathForDeleteConfirmation() then confirmations = confirmations + 1 end
  elseif k <= 33 then
    local p = R(2) == 1 and tv:indexPathForDeleteConfirmation() or anyPath()
    record("tapDeleteConfirmationButton", pcall(tv.tapDeleteConfirmationButton, tv, p or anyPath()))
  elseif k <= 38 then
    record("tap", pcall(tv.tap, tv, anyPath()))
  elseif k <= 50 then
    local ok, d = pcall(tv.beginReorder, tv, anyPath())
    record("beginReorder", ok, d)
    if ok then begun = begun + 1; drags[#drags + 1] = d; if #drags > 10 then table.remove(drags, 1) end end
  elseif k <= 75 and #drags > 0 then
    local d = pick(drags)
    local m = R(6)
    if m == 1 then record("update", pcall(d.update, d, pick{ R(-400, 900), 0 / 0, 1 / 0, "x" }))
    elseif m == 2 then record("moveOver", pcall(d.moveOver, d, anyPath()))
    elseif m == 3 then record("release", pcall(d.release, d))
    elseif m == 4 then record("cancel", pcall(d.cancel, d))
    elseif m == 5 then record("shiftOfRow", pcall(d.shiftOfRow, d, anyPath()))
    else record("read", pcall(function() return d.destinationIndexPath, d.proposedIndexPath, d.isActive, tostring(d) end))
    end
  elseif k <= 82 then
    record("advance", pcall(w.advance, w, pick{ 1 / 60, 0.1, 0.3 }))
  elseif k <= 85 then
    record("settle", pcall(w.settle, w, 2))
  elseif k <= 90 then
    record("render", pcall(w.render, w))
  elseif k <= 94 then
    record("editingControlsForRow", pcall(tv.editingControlsForRow, tv, anyPath()))
  elseif k <= 97 then
    record("reloadData", pcall(tv.reloadData, tv))
  else
    record("deleteRows", pcall(tv.deleteRows, tv, { anyPath() }, "automatic"))
  end
end
return CALLS, errors, table.concat(unexpected, "\n"), begun, confirmations
"""#)
