-- A diffable mail list that gets new mail while a row is selected: on iOS 14 a non-animated
-- apply is reloadData and loses the selection; from iOS 15 it diffs and the selection follows
-- the mail (rules 16.7-16.9). The selection following identifiers rests on rule 1.23, which is
-- itself simulation-defined [SIM]: UIKit does not document it.
local IP = ui.IndexPath

local subjects = { a = "Lunch?", b = "Invoice", c = "Newsletter", new = "Re: Lunch?" }

-- What each cell shows (a cell has no label in the simulation): cell -> subject. Strong keys:
-- a cell's Lua object that no Lua value holds may be collected and made anew by cellForRow,
-- so a weak key would be lost whenever a collection happens to run in between.
local shown = {}

-- The inbox on screen with "b" selected by a tap. `asked` lists the mails whose cell the provider made.
local function inbox(ios, class)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ title = "Inbox", rows = { 0 }, rowHeight = 44 }
  if class then list.tableView:registerCell("Cell", class) end
  world:show(list)
  local tv = list.tableView
  local asked = {}
  local ds = ui.DiffableDataSource(tv, function(view, ip, id)
    asked[#asked + 1] = id
    local cell = view:dequeueReusableCell("Cell", ip)
    shown[cell] = subjects[id]
    return cell
  end)
  local s = ui.Snapshot()
  s:appendSections{ "inbox" }
  s:appendItems{ "a", "b", "c" }
  ds:apply(s, false)
  tv:tap(IP(1, 0))
  return world, tv, ds, asked
end

-- New mail arrives before "a"; "c" was deleted elsewhere.
local function newMail(ds)
  local s = ds:snapshot()
  s:insertItems({ "new" }, { beforeItem = "a" })
  s:deleteItems{ "c" }
  return s
end

describe("iOS 14: apply(snapshot, animatingDifferences: false)", function()
  it("is reloadData: the selection is gone and every visible cell is made again (rule 16.8)", function() -- rule 16.8
    local _, tv, ds, asked = inbox(14)
    for k in pairs(asked) do asked[k] = nil end
    ds:apply(newMail(ds), false)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(3, #asked)
  end)

  it("keeps the selection with the period workaround, performWithoutAnimation around an animated apply (rule 16.8)", function() -- rule 16.8
    local world, tv, ds, asked = inbox(14)
    for k in pairs(asked) do asked[k] = nil end
    world:performWithoutAnimation(function() ds:apply(newMail(ds), true) end)
    assert.are.equal("b", ds:itemIdentifier(tv:indexPathForSelectedRow()))
    assert.are.same({ "new" }, asked)
  end)
end)

describe("iOS 17: apply(snapshot, animatingDifferences: false)", function()
  it("diffs: 'b' stays selected at row 2 with the same cell; only the new mail's cell is made (rules 16.9, 16.7)", function() -- rule 16.9
    local world, tv, ds, asked = inbox(17)
    local cellB = tv:cellForRow(IP(1, 0))
    for k in pairs(asked) do asked[k] = nil end
    ds:apply(newMail(ds), false)
    assert.are.equal(IP(2, 0), tv:indexPathForSelectedRow())
    assert.are.equal("b", ds:itemIdentifier(tv:indexPathForSelectedRow()))
    assert.are.same({ "new" }, asked)
    assert.are.equal(cellB, tv:cellForRow(IP(2, 0)))
    assert.are.equal("Re: Lunch?", shown[tv:cellForRow(IP(0, 0))])
    assert.snapshot(world:render(), "new mail on iOS 17 - Invoice still selected")
  end)

  it("reloadItems replaces the cell and deselects; reconfigureItems keeps both (rules 16.13, 16.14)", function() -- rule 16.14
    local reused = 0
    local _, tv, ds = inbox(17, { prepareForReuse = function() reused = reused + 1 end })
    local cellB = tv:cellForRow(IP(1, 0))
    subjects.b = "Invoice (paid)"
    local s = ds:snapshot()
    s:reconfigureItems{ "b" }
    ds:apply(s)
    assert.are.equal(cellB, tv:cellForRow(IP(1, 0)))
    assert.are.equal("Invoice (paid)", shown[cellB])
    assert.are.equal(0, reused)
    assert.are.equal(IP(1, 0), tv:indexPathForSelectedRow())
    s = ds:snapshot()
    s:reloadItems{ "b" }
    ds:apply(s, false)
    assert.are_not.equal(cellB, tv:cellForRow(IP(1, 0)))   -- rule 16.13
    assert.is_nil(tv:indexPathForSelectedRow())
    subjects.b = "Invoice"
  end)
end)

describe("both eras: an animated apply", function()
  it("keeps the selection on its mail and completes once the animation has run (rules 16.5, 16.10)", function() -- rule 16.10
    for _, ios in ipairs{ 14, 17 } do
      local world, tv, ds = inbox(ios)
      local done = false
      ds:apply(newMail(ds), true, function() done = true end)
      assert.are.equal("b", ds:itemIdentifier(tv:indexPathForSelectedRow()))
      assert.is_false(done)
      world:advance(0.3)
      world:advance(1 / 60)
      assert.is_true(done)
    end
  end)
end)
