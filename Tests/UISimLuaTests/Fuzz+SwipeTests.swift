// Fuzz+SwipeTests: random row swipes with random progress, releases, taps of actions, table
// taps and edits, delegates returning good and bad configurations, handlers that complete late,
// twice, never, or raise (rules 13.1–13.9): no trap, every error a Lua-style string.
import Testing
import UISimLua

@Suite("Row swipes under fuzzing")
struct SwipeFuzzTests {
    static let seeds: [Int] = [1, 2, 3, 5, 8, 13]
    static let callsPerSeed = 1_000

    @Test("Random swipes, releases and action taps: no trap, every error a Lua-style string", arguments: seeds)
    func fuzz(seed: Int) throws {
        let counts = try runFuzz(swipeFuzzSource, name: "swipefuzz", seed: seed, calls: Self.callsPerSeed)
        // the fuzz reached the states it is about: rows opened and actions performed
        #expect(counts.count == 2 && counts[0] > 0 && counts[1] > 0, "seed \(seed): opened, performed = \(counts)")
    }
}

let swipeFuzzSource = fuzzSource(shapes: [
  "^bad argument", "^attempt to", "^bad value for field", "^Invalid update", "^Invalid batch",
  "fuzz boom", "^tv%.delegate%.", "^tv%.dataSource%.", "^calling '", "^cannot use ",
  "^the world is still busy after ", "^the table view is not on screen", "^no drag",
], body: #"""
local tables, swipes, completions = {}, {}, {}
local opened, performed = 0, 0
local function boom() error("fuzz boom") end

local function value()
  local k = R(8)
  if k == 1 then return nil
  elseif k == 2 then return R(2) == 1
  elseif k == 3 then return pick{ -1, -0.5, 0, 0.3, 0.9, 1, 2, 0 / 0, 1 / 0 }
  elseif k == 4 then return pick{ "Delete", "More", "x", 1, 2, 3 }
  elseif k == 5 then return IP(R(-1, 30), R(-1, 1))
  elseif k == 6 then return { velocity = pick{ -900, -100, 0, 100, 900, 0 / 0, "x" } }
  elseif k == 7 then return boom
  else return {}
  end
end

local function action(title)
  local style = pick{ "normal", "destructive", nil, "bogus" }
  return { title = title, style = style, handler = function(_, completion)
    performed = performed + 1
    local k = R(5)
    if k == 1 then completion(R(2) == 1)
    elseif k == 2 then completion(true); completion(false)
    elseif k == 3 then completions[#completions + 1] = completion
    elseif k == 4 then boom()
    end
  end }
end

local function configuration()
  local k = R(10)
  if k == 1 then return nil end
  if k == 2 then return { actions = {} } end
  if k == 3 then return { actions = { { titel = "x" } } } end
  if k == 4 then return "nope" end
  local list = {}
  for i = 1, R(1, 3) do list[i] = action(pick{ "Delete", "More", "Flag" }) end
  return { actions = list, performsFirstActionWithFullSwipe = pick{ true, false, nil } }
end

local function scene()
  local w = ui.World{ ios = R(9, 18) }
  local list = w:TableViewController{ rows = { R(0, 30) }, rowHeight = 44 }
  if R(4) > 1 then w:show(list) end
  local tv = list.tableView
  local m = { count = tv:numberOfRowsInSection(0) }
  local ds = { numberOfRowsInSection = function() return m.count end }
  if R(3) > 1 then
    ds.commit = function(_, t, style, ip)
      performed = performed + 1
      if R(4) == 1 then boom() end
      m.count = m.count - 1
      t:deleteRows({ ip }, "automatic")
    end
  end
  if R(3) == 1 then ds.canEditRowAt = function(_, _, ip) return ip.row % 2 == 0 end end
  tv.dataSource = ds
  tv.delegate = {
    trailingSwipeActionsConfigurationForRowAt = R(3) > 1 and configuration or nil,
    leadingSwipeActionsConfigurationForRowAt = R(2) == 1 and configuration or nil,
    titleForDeleteConfirmationButtonForRowAt = R(3) == 1 and function() return pick{ "Remove", 3, nil } end or nil,
    editActionsForRowAt = R(4) == 1 and function()
      return pick{ nil, {}, { { title = "More", handler = boom } }, { { title = "Pin", style = pick{ "default", "normal", "odd" }, handler = function() performed = performed + 1 end } }, 7 }
    end or nil,
    editingStyleForRowAt = R(3) == 1 and function() return pick{ "delete", "insert", "none", "x" } end or nil,
    willBeginEditingRowAt = R(5) == 1 and boom or nil,
    didEndEditingRowAt = function(_, t) if R(6) == 1 then pcall(t.tap, t, IP(0, 0)) end end,
  }
  tables[#tables + 1] = { world = w, view = tv }
  if #tables > 6 then table.remove(tables, 1) end
end
scene()

for i = 1, CALLS do
  local k = R(100)
  local t = pick(tables)
  if k <= 4 then
    scene()
  elseif k <= 25 then
    local ok, s = pcall(t.view.swipeRow, t.view, R(8) == 1 and value() or IP(R(0, 12), 0))
    record("swipeRow", ok, s)
    if ok then
      swipes[#swipes + 1] = s; if #swipes > 10 then table.remove(swipes, 1) end
      -- half the time, a whole gesture: move, lift, and maybe tap a button of the open row
      if R(2) == 1 then
        record("update", pcall(s.update, s, pick{ -0.3, -0.7, -0.95, 0.4, 0.8 }))
        local lifted, st = pcall(s.release, s, { velocity = R(-900, 900) })
        record("release", lifted, st)
        if lifted and st == "open" then
          opened = opened + 1
          if R(4) > 1 then record("tapAction", pcall(s.tapAction, s, R(1, 2))) end
        end
      end
    end
  elseif k <= 75 and #swipes > 0 then
    local s = pick(swipes)
    local name = pick{ "update", "update", "updateTranslation", "release", "release", "cancel", "tapAction", "tapAction" }
    local arg = value()
    if name == "update" and R(2) == 1 then arg = (R(0, 200) - 100) / 100 end
    if name == "updateTranslation" and R(2) == 1 then arg = R(-400, 400) end
    if name == "release" and R(2) == 1 then arg = { velocity = R(-900, 900) } end
    if name == "tapAction" and R(2) == 1 then arg = R(1, 3) end
    local ok, r = pcall(s[name], s, arg)
    record(name, ok, r)
    if ok and r == "open" then opened = opened + 1 end
    record("read", pcall(function() return s.state, s.offset, s.edge, s.actions, s.indexPath end))
  elseif k <= 82 and #completions > 0 then
    local c = table.remove(completions, R(#completions))
    record("completion", pcall(c, value()))
  elseif k <= 88 then
    if R(2) == 1 then
      record("tap", pcall(t.view.tap, t.view, IP(R(0, 12), 0)))
    else
      record("drag", pcall(function() t.view:drag{ dy = R(-300, 300), duration = 0.1 }; t.view:release{ velocity = R(-500, 500) } end))
    end
  elseif k <= 93 then
    record("delete", pcall(function()
      local n = t.view:numberOfRowsInSection(0)
      if n > 0 then t.view.dataSource.numberOfRowsInSection = function() return n - 1 end; t.view:deleteRows({ IP(R(0, n - 1), 0) }, "none") end
    end))
  elseif k <= 97 then
    record("advance", pcall(t.world.advance, t.world, 0.1))
  else
    record("render", pcall(t.world.render, t.world))
  end
end
return CALLS, errors, table.concat(unexpected, "\n"), opened, performed
"""#)
