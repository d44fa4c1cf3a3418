-- Swipe actions on table rows: tv:swipeRow and its RowSwipe (rules 13.1–13.9).
local IP = ui.IndexPath

-- A configuration whose actions note their title in `m.heard` and complete with `result`.
local function actions(m, titles, result, full)
  local list = {}
  for i, t in ipairs(titles) do
    list[i] = { title = t, style = i == 1 and "destructive" or "normal",
      handler = function(_, completion)
        m.heard[#m.heard + 1] = "handler " .. t
        if result ~= nil then completion(result) end
      end }
  end
  return { actions = list, performsFirstActionWithFullSwipe = full }
end

-- A shown table of `rows` rows with a Lua data source and delegate; `trailing` names actions that
-- complete at once.
local function shown(opts)
  opts = opts or {}
  local world = ui.World{ ios = opts.ios or 17 }
  local list = world:TableViewController{ rows = { opts.rows or 5 }, rowHeight = 44, title = "List" }
  world:show(list)
  local tv = list.tableView
  local m = { count = opts.rows or 5, heard = {} }
  local ds = { numberOfRowsInSection = function() return m.count end }
  if opts.commit then
    ds.commit = function(_, t, style, ip)
      m.heard[#m.heard + 1] = "commit " .. style .. " " .. tostring(ip)
      m.count = m.count - 1
      t:deleteRows({ ip }, "automatic")
    end
  end
  tv.dataSource = ds
  local d = opts.delegate or {}
  if opts.trailing then
    d.trailingSwipeActionsConfigurationForRowAt = function() return actions(m, opts.trailing, true) end
  end
  d.willBeginEditingRowAt = function(_, _, ip) m.heard[#m.heard + 1] = "willBegin " .. tostring(ip) end
  d.didEndEditingRowAt = function(_, _, ip) m.heard[#m.heard + 1] = "didEnd " .. tostring(ip) end
  tv.delegate = d
  return world, tv, m, ds
end

-- Swipes row `row` open (half the row's width to the left, then lifted).
local function opened(tv, row)
  local swipe = tv:swipeRow(IP(row, 0))
  swipe:update(-0.5)
  assert.are.equal("open", swipe:release{})
  return swipe
end

describe("tv:swipeRow", function()
  it("opens a row past half its buttons and taps an action, whose completion closes it", function()
    local world, tv, m = shown{ trailing = { "Delete", "Flag" } }
    local swipe = tv:swipeRow(IP(1, 0))
    assert.are.equal("tracking", swipe.state)
    swipe:updateTranslation(-100)
    -- rule 13.7: the swipe begins editing the row
    assert.is_true(tv.isEditing)
    assert.are.same({ "willBegin [0, 1]" }, m.heard)
    assert.are.equal("trailing", swipe.edge)
    assert.are.same({ "Delete", "Flag" }, swipe.actions)
    -- rule 13.4 [SIM]: two buttons of 74 points, past half of 148: open
    assert.are.equal("open", swipe:release{ velocity = 0 })
    assert.are.equal(-148, swipe.offset)
    -- rule 13.3: render marks the destructive action
    assert.matches("swiped trailing %-148: %[Delete %(destructive%)%] %[Flag%], open", world:render())
    -- rule 13.5: the handler runs; completion closes the row; rule 13.7: didEnd
    swipe:tapAction("Flag")
    assert.are.equal("closed", swipe.state)
    assert.is_false(tv.isEditing)
    assert.are.same({ "willBegin [0, 1]", "handler Flag", "didEnd [0, 1]" }, m.heard)
    assert.is_nil(world:render():find("swiped"))
  end)

  it("closes a row swiped less than half its buttons, and a cancelled swipe", function()
    local _, tv, m = shown{ trailing = { "Delete" } }
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:updateTranslation(-30)
    -- rule 13.4 [SIM]: 30 < 74 / 2 and no flick: closed
    assert.are.equal("closed", swipe:release{ velocity = -100 })
    assert.are.equal(0, swipe.offset)
    swipe = tv:swipeRow(IP(0, 0))
    swipe:update(-0.3)
    swipe:cancel()
    assert.are.equal("closed", swipe.state)
    assert.are.same({ "willBegin [0, 0]", "didEnd [0, 0]", "willBegin [0, 0]", "didEnd [0, 0]" }, m.heard)
  end)

  it("opens on a flick towards the edge however short the swipe", function()
    local _, tv, m = shown{ trailing = { "Delete" } }
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:updateTranslation(-10)
    assert.are.equal("open", swipe:release{ velocity = -500 }) -- rule 13.4 [SIM]
  end)

  it("performs the first action on a full swipe unless the configuration says not to", function()
    local m
    local full = true
    local _, tv
    _, tv, m = shown{ delegate = {
      trailingSwipeActionsConfigurationForRowAt = function() return actions(m, { "Archive", "More" }, true, full) end,
    } }
    local swipe = tv:swipeRow(IP(2, 0))
    swipe:update(-0.8)
    -- rules 13.2, 13.4: a full swipe performs the first action, which closes the row
    assert.are.equal("closed", swipe:release{ velocity = -200 })
    assert.are.same({ "willBegin [0, 2]", "handler Archive", "didEnd [0, 2]" }, m.heard)
    full = false
    m.heard = {}
    swipe = tv:swipeRow(IP(2, 0))
    swipe:update(-0.8)
    assert.are.equal("open", swipe:release{ velocity = 0 })
    assert.are.same({ "willBegin [0, 2]" }, m.heard)
  end)

  it("keeps the row performing until the handler calls its completion", function()
    local m, later
    local _, tv
    _, tv, m = shown{ delegate = {
      leadingSwipeActionsConfigurationForRowAt = function()
        return { actions = { { title = "Read", handler = function(_, completion) later = completion end } } }
      end,
    } }
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:updateTranslation(60)
    assert.are.equal("leading", swipe.edge) -- rule 13.1
    assert.are.equal("open", swipe:release{})
    swipe:tapAction(1)
    assert.are.equal("performing", swipe.state) -- rule 13.5
    later(false)
    assert.are.equal("closed", swipe.state)
    later(true) -- a second call does nothing
    assert.are.same({ "willBegin [0, 0]", "didEnd [0, 0]" }, m.heard)
  end)

  it("does not move a row towards an edge without actions", function()
    local _, tv, m = shown{ delegate = {
      trailingSwipeActionsConfigurationForRowAt = function() return { actions = {} } end,
    } }
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:update(-0.5)
    swipe:update(0.5) -- rule 13.1: no leading actions by default
    assert.are.equal(0, swipe.offset)
    assert.is_nil(swipe.edge)
    assert.are.equal("closed", swipe:release{})
    assert.are.same({}, m.heard)
    assert.is_false(tv.isEditing)
  end)

  it("closes an open row when another row is swiped or the table is touched, without selecting", function()
    local _, tv, m = shown{ trailing = { "Delete" } }
    local first = opened(tv, 0)
    local second = tv:swipeRow(IP(1, 0)) -- rule 13.8
    assert.are.equal("closed", first.state)
    second:update(-0.5)
    assert.are.equal("open", second:release{})
    tv:tap(IP(3, 0)) -- rule 13.8: the tap only closes the open row
    assert.are.equal("closed", second.state)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.same({ "willBegin [0, 0]", "didEnd [0, 0]", "willBegin [0, 1]", "didEnd [0, 1]" }, m.heard)
    tv:tap(IP(3, 0))
    assert.are.equal(IP(3, 0), tv:indexPathForSelectedRow())
  end)
end)

describe("the old swipe-to-delete path", function()
  it("shows a Delete button that commits the deletion when the data source implements commit", function()
    local world, tv, m = shown{ commit = true, delegate = {
      titleForDeleteConfirmationButtonForRowAt = function() return "Remove" end,
    } }
    local swipe = tv:swipeRow(IP(1, 0))
    swipe:update(-0.3)
    -- rule 13.6: no configuration: the old path's button, titled by the delegate
    assert.are.same({ "Remove" }, swipe.actions)
    swipe:release{}
    swipe:tapAction("Remove")
    assert.are.same({ "willBegin [0, 1]", "commit delete [0, 1]", "didEnd [0, 1]" }, m.heard)
    assert.are.equal(4, tv:numberOfRowsInSection(0))
    world:settle()
  end)

  it("offers nothing without commit, for rows canEditRowAt refuses, or whose style is not delete", function()
    local _, tv = shown{}
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:update(-0.5)
    assert.are.equal(0, swipe.offset) -- rule 13.6
    swipe:cancel()
    local _, tv2, _, ds = shown{ commit = true, delegate = {
      editingStyleForRowAt = function(_, _, ip) return ip.row == 1 and "insert" or "delete" end,
    } }
    ds.canEditRowAt = function(_, _, ip) return ip.row ~= 0 end
    for row = 0, 2 do
      swipe = tv2:swipeRow(IP(row, 0))
      swipe:update(-0.5)
      assert.are.equal(row == 2 and "trailing" or nil, swipe.edge)
      swipe:cancel()
    end
  end)

  it("is all there is before iOS 11: no configurations, no leading actions, no full swipe", function()
    local asked = false
    local _, tv, m = shown{ ios = 10, commit = true, delegate = {
      trailingSwipeActionsConfigurationForRowAt = function() asked = true end,
      leadingSwipeActionsConfigurationForRowAt = function() asked = true end,
    } }
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:update(0.5)
    assert.is_nil(swipe.edge) -- rule 13.6
    swipe:update(-0.9)
    assert.are.same({ "Delete" }, swipe.actions)
    assert.are.equal("open", swipe:release{}) -- rule 13.6 [SIM]: no full swipe
    assert.is_false(asked)
    swipe:tapAction(1)
    assert.are.same({ "willBegin [0, 0]", "commit delete [0, 0]", "didEnd [0, 0]" }, m.heard)
  end)
end)

describe("row actions (editActionsForRowAt)", function()
  it("take the place of the Delete button, and the row stays open after one", function()
    local tapped = {}
    local _, tv, m = shown{ ios = 10, commit = true, delegate = {
      editActionsForRowAt = function()
        return { { title = "More", style = "normal", handler = function(_, ip) tapped[#tapped + 1] = ip end },
                 { title = "Trash", handler = function() end } }
      end,
    } }
    local swipe = tv:swipeRow(IP(2, 0))
    swipe:update(-0.9)
    -- rule 13.12: no full swipe; the row opens with the row actions
    assert.are.equal("open", swipe:release{})
    assert.are.same({ "More", "Trash" }, swipe.actions)
    swipe:tapAction("More")
    assert.are.same({ IP(2, 0) }, tapped)
    assert.are.equal("open", swipe.state) -- rule 13.12 [SIM]
    tv:setEditing(false, true)
    assert.are.equal("closed", swipe.state)
    assert.are.same({ "willBegin [0, 2]", "didEnd [0, 2]" }, m.heard)
  end)

  it("show only when the data source implements commit, and refuse bad entries", function()
    local entries = { { title = "More", handler = print } }
    local _, tv = shown{ delegate = { editActionsForRowAt = function() return entries end } }
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:update(-0.5)
    assert.is_nil(swipe.edge) -- rule 13.12: no commit, no buttons
    swipe:cancel()
    local _, tv2 = shown{ commit = true, delegate = { editActionsForRowAt = function() return entries end } }
    entries = { { title = "More", style = "fancy", handler = print } }
    swipe = tv2:swipeRow(IP(0, 0))
    assert.has_error(function() swipe:update(-0.5) end,
      'tv.delegate.editActionsForRowAt: row action [1].style: one of "default", "destructive", "normal" expected, got "fancy"')
  end)
end)

describe("bad swipes", function()
  it("refuses rows that do not exist or are not visible, and a table not on screen", function() -- rule 13.9
    local _, tv = shown{ rows = 40 }
    assert.has_error(function() tv:swipeRow(IP(50, 0)) end,
      "bad argument #1 to 'swipeRow' (row 50 out of range: section 0 has 40 rows)")
    assert.has_error(function() tv:swipeRow(IP(30, 0)) end,
      "bad argument #1 to 'swipeRow' (row [0, 30] is not visible)")
    local world = ui.World{}
    local hidden = world:TableViewController{ rows = { 3 } }
    assert.has_error(function() hidden.tableView:swipeRow(IP(0, 0)) end,
      "bad argument #1 to 'swipeRow' (the table view is not on screen (world:show its controller first))")
  end)

  it("refuses a release without a swipe, a second swipe, and taps on a row that is not open", function() -- rule 13.9
    local _, tv = shown{ trailing = { "Delete" } }
    local swipe = tv:swipeRow(IP(0, 0))
    assert.has_error(function() tv:swipeRow(IP(1, 0)) end,
      "bad argument #1 to 'swipeRow' (row [0, 0] is already being swiped (release or cancel it first))")
    assert.has_error(function() swipe:tapAction(1) end,
      "attempt to call 'tapAction' on a row that is not open (it is tracking)")
    assert.has_error(function() swipe:update(2) end,
      "bad argument #1 to 'update' (number in -1 ... 1 expected, got 2)")
    assert.has_error(function() swipe:release{ velocty = 3 } end,
      "bad argument #1 to 'release' (unknown option 'velocty' for swipe:release (did you mean 'velocity'?))")
    swipe:update(-0.5)
    swipe:release{}
    assert.has_error(function() swipe:tapAction("Share") end,
      "bad argument #1 to 'tapAction' (no such action; the row shows \"Delete\")")
    swipe:tapAction("Delete")
    assert.has_error(function() swipe:release{} end,
      "attempt to call 'release' on a row swipe whose finger has lifted")
    assert.has_error(function() swipe:update(-0.1) end,
      "attempt to call 'update' on a row swipe whose finger has lifted")
  end)

  it("raises a handler's error from the call that ran it, and closes the row", function() -- rule 13.5 [SIM]
    local _, tv = shown{ delegate = {
      trailingSwipeActionsConfigurationForRowAt = function()
        return { actions = { { title = "Boom", handler = function() error("handler failed") end } } }
      end,
    } }
    local swipe = opened(tv, 0)
    local ok, msg = pcall(function() swipe:tapAction(1) end)
    assert.is_false(ok)
    assert.matches("handler failed", msg)
    assert.are.equal("closed", swipe.state)
    assert.is_false(tv.isEditing)
  end)

  it("refuses unknown keys of a configuration and its actions, with a suggestion", function() -- rule 13.9
    local config
    local _, tv = shown{ delegate = {
      trailingSwipeActionsConfigurationForRowAt = function() return config end,
    } }
    config = { actions = {}, performsFirstActionWithFulSwipe = false }
    local swipe = tv:swipeRow(IP(0, 0))
    assert.has_error(function() swipe:update(-0.5) end,
      "tv.delegate.trailingSwipeActionsConfigurationForRowAt: configuration: unknown key 'performsFirstActionWithFulSwipe' (did you mean 'performsFirstActionWithFullSwipe'?)")
    swipe:cancel()
    config = { actions = { { titel = "Delete", handler = print } } }
    swipe = tv:swipeRow(IP(0, 0))
    assert.has_error(function() swipe:update(-0.5) end,
      "tv.delegate.trailingSwipeActionsConfigurationForRowAt: configuration.actions[1]: unknown key 'titel' (did you mean 'title'?)")
    swipe:cancel()
    assert.has_error(function() tv.delegate = { didEndEditingRowAtt = print } end)
  end)
end)

describe("reloadData", function()
  it("closes the open row", function()
    local world, tv, m = shown{ trailing = { "Delete" } }
    local swipe = opened(tv, 1)
    tv:reloadData()
    assert.are.equal("closed", swipe.state) -- rule 13.10 [SIM]
    assert.is_false(tv.isEditing)
    assert.are.same({ "willBegin [0, 1]", "didEnd [0, 1]" }, m.heard)
    assert.is_nil(world:render():find("swiped"))
  end)
end)

describe("a drag of the table", function()
  it("closes the open row", function()
    local _, tv, m = shown{ rows = 40, trailing = { "Delete" } }
    local swipe = opened(tv, 1)
    tv:drag{ dy = -100, duration = 0.2 } -- rule 13.13 [SIM]
    assert.are.equal("closed", swipe.state)
    assert.is_false(tv.isEditing)
    assert.are.same({ "willBegin [0, 1]", "didEnd [0, 1]" }, m.heard)
  end)
end)

describe("a table in editing mode", function()
  it("is entered by setEditing while a row is open, which closes the row", function()
    local _, tv, m = shown{ trailing = { "Delete" } }
    local swipe = opened(tv, 0)
    tv:setEditing(true, false) -- rule 13.11 [SIM]
    assert.are.equal("closed", swipe.state)
    assert.is_true(tv.isEditing)
    assert.are.same({ "willBegin [0, 0]", "didEnd [0, 0]" }, m.heard)
    tv:setEditing(false, false)
    swipe = opened(tv, 1)
    tv:setEditing(false, false) -- the open row closes, and the table is not editing
    assert.are.equal("closed", swipe.state)
    assert.is_false(tv.isEditing)
  end)

  it("does not swipe its rows", function()
    local _, tv = shown{ commit = true }
    tv:setEditing(true, false)
    local swipe = tv:swipeRow(IP(0, 0))
    swipe:update(-0.5)
    assert.are.equal(0, swipe.offset) -- rule 13.7 [SIM]
    assert.are.equal("closed", swipe:release{})
    assert.is_true(tv.isEditing)
  end)
end)
