-- ui.DiffableDataSource: applying snapshots to a table or a collection view — one batch or
-- reloadData by era, selection following identifiers, completion, reload vs reconfigure
-- (rules 16.4-16.15, 16.24), and tv:reconfigureRows / cv:reconfigureItems.
local IP = ui.IndexPath

-- A mail list on `ios`: "a", "b", "c" in section "inbox"; `asked` records the provider's ids.
local function mail(ios, class)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 0 }, rowHeight = 44 }
  if class then list.tableView:registerCell("Cell", class) end
  world:show(list)
  local tv = list.tableView
  local asked = {}
  local ds = ui.DiffableDataSource(tv, function(view, ip, id)
    asked[#asked + 1] = id
    local cell = view:dequeueReusableCell("Cell", ip)
    return cell
  end)
  local s = ui.Snapshot()
  s:appendSections{ "inbox" }
  s:appendItems{ "a", "b", "c" }
  ds:apply(s, false)
  for k in pairs(asked) do asked[k] = nil end
  return world, tv, ds, asked
end

local function newMail()
  local s = ui.Snapshot()
  s:appendSections{ "inbox" }
  s:appendItems{ "new", "a", "b" }
  return s
end

describe("ds:apply", function()
  it("makes the table show the snapshot; queries answer from it (rules 16.4, 16.11)", function() -- rule 16.4
    local _, tv, ds = mail(17)
    assert.are.equal(1, tv:numberOfSections())
    assert.are.equal(3, tv:numberOfRowsInSection(0))
    assert.are.equal("b", ds:itemIdentifier(IP(1, 0)))
    assert.are.equal(IP(2, 0), ds:indexPath("c"))
    assert.is_nil(ds:indexPath("zzz"))                       -- rule 16.11
    assert.is_nil(ds:itemIdentifier(IP(5, 0)))
    assert.are.equal("inbox", ds:sectionIdentifier(0))
    assert.is_nil(ds:sectionIdentifier(1))
    assert.are.equal(ds, tv.dataSource)
    assert.are.equal("DiffableDataSource(TableView, 1 section, 3 items)", tostring(ds))
  end)

  it("on iOS 14 without animation is reloadData: selection emptied, every cell asked (rule 16.8)", function() -- rule 16.8
    local _, tv, ds, asked = mail(14)
    tv:tap(IP(1, 0))
    assert.are.equal(IP(1, 0), tv:indexPathForSelectedRow())
    ds:apply(newMail(), false)
    assert.is_nil(tv:indexPathForSelectedRow())
    assert.are.equal(3, #asked)
  end)

  it("on iOS 17 without animation diffs: the selection follows its identifier, one cell asked (rules 16.9, 16.7)", function() -- rule 16.9
    local _, tv, ds, asked = mail(17)
    tv:tap(IP(1, 0))
    local cellB = tv:cellForRow(IP(1, 0))
    ds:apply(newMail(), false)
    assert.are.equal("b", ds:itemIdentifier(tv:indexPathForSelectedRow()))   -- rule 16.7
    assert.are.same({ "new" }, asked)
    assert.are.equal(cellB, tv:cellForRow(IP(2, 0)))
  end)

  it("animated, on both eras, follows the selection and completes when the clock moves (rules 16.5, 16.10)", function() -- rule 16.5
    for _, ios in ipairs{ 14, 17 } do
      local world, tv, ds = mail(ios)
      tv:tap(IP(1, 0))
      local done = false
      ds:apply(newMail(), true, function() done = true end)
      assert.is_false(done)                                   -- rule 16.10
      assert.are.equal(IP(2, 0), tv:indexPathForSelectedRow())
      world:advance(0.4)
      assert.is_true(done)
    end
  end)

  it("without animation completes before it returns (rule 16.10)", function() -- rule 16.10
    local _, _, ds = mail(17)
    local done = false
    ds:apply(newMail(), false, function() done = true end)
    assert.is_true(done)
  end)

  it("animates the table's inserted and deleted rows with defaultRowAnimation (rule 16.6)", function() -- rule 16.6
    local _, _, ds = mail(17)
    assert.are.equal("automatic", ds.defaultRowAnimation)
    ds.defaultRowAnimation = "fade"
    assert.are.equal("fade", ds.defaultRowAnimation)
    assert.has_error(function() ds.defaultRowAnimation = "slide" end)
  end)

  it("keeps a re-applied snapshot and ds:snapshot() is a copy (rules 16.2, 16.11)", function() -- rule 16.11
    local _, _, ds, asked = mail(17)
    local snap = ds:snapshot()
    assert.are.same({ "a", "b", "c" }, snap.itemIdentifiers)
    snap:deleteItems{ "a" }
    assert.are.equal(IP(0, 0), ds:indexPath("a"))           -- editing the copy changes nothing
    ds:apply(ds:snapshot())
    assert.are.same({}, asked)
  end)

  it("moves sections and items across sections in one batch (rules 16.5, 16.15)", function() -- rule 16.15
    local _, tv, ds = mail(17)
    local s = ui.Snapshot()
    s:appendSections{ "archive", "inbox" }
    s:appendItems({ "c" }, "archive")
    s:appendItems({ "b", "a" }, "inbox")
    s:reloadSections{ "archive" }
    ds:apply(s)
    assert.are.equal(2, tv:numberOfSections())
    assert.are.equal(IP(0, 0), ds:indexPath("c"))
    assert.are.equal(IP(1, 1), ds:indexPath("a"))
  end)
end)

describe("reloadItems and reconfigureItems", function()
  it("reload replaces the cell and deselects; reconfigure keeps the same cell and the selection (rules 16.13, 16.14)", function() -- rule 16.13
    local reused = 0
    local _, tv, ds, asked = mail(17, { prepareForReuse = function() reused = reused + 1 end })
    tv:tap(IP(1, 0))
    local cellB = tv:cellForRow(IP(1, 0))
    local s = ds:snapshot()
    s:reconfigureItems{ "b" }
    ds:apply(s)
    assert.are.equal(cellB, tv:cellForRow(IP(1, 0)))         -- rule 16.14
    assert.are.equal(0, reused)
    assert.are.same({ "b" }, asked)
    assert.are.equal(IP(1, 0), tv:indexPathForSelectedRow())
    s = ds:snapshot()
    s:reloadItems{ "b" }
    ds:apply(s, false)
    assert.are_not.equal(cellB, tv:cellForRow(IP(1, 0)))
    assert.is_nil(tv:indexPathForSelectedRow())
  end)

  it("tv:reconfigureRows works without a diffable data source too (rule 16.14)", function() -- rule 16.14
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 5 }, rowHeight = 44 }
    world:show(list)
    local tv = list.tableView
    tv:tap(IP(2, 0))
    local cell = tv:cellForRow(IP(2, 0))
    tv:reconfigureRows{ IP(2, 0), IP(4, 0) }
    assert.are.equal(cell, tv:cellForRow(IP(2, 0)))
    assert.are.equal(IP(2, 0), tv:indexPathForSelectedRow())
  end)

  it("cv:reconfigureItems keeps the item's cell (rule 16.14)", function() -- rule 16.14
    local world = ui.World{ ios = 17 }
    local g = world:CollectionViewController{ items = { 6 }, itemSize = { 100, 100 } }
    world:show(g)
    local cv = g.collectionView
    local cell = cv:cellForItem(IP(1, 0))
    cv:reconfigureItems{ IP(1, 0) }
    assert.are.equal(cell, cv:cellForItem(IP(1, 0)))
  end)
end)

describe("collection views", function()
  it("apply the same way; the selection follows (rules 16.5, 16.7)", function() -- rule 16.7
    local world = ui.World{ ios = 17 }
    local g = world:CollectionViewController{ items = { 0 }, itemSize = { 100, 100 } }
    world:show(g)
    local cv = g.collectionView
    local ds = ui.DiffableDataSource(cv, function(view, ip) return view:dequeueReusableCell("Cell", ip) end)
    local s = ui.Snapshot()
    s:appendSections{ 1 }
    s:appendItems{ 10, 20, 30 }
    ds:apply(s, false)
    cv:tap(IP(1, 0))
    s:moveItem(30, { beforeItem = 10 })
    ds:apply(s, false)
    assert.are.equal(20, ds:itemIdentifier(cv:indexPathsForSelectedItems()[1]))
    assert.are.equal(ds, cv.dataSource)
    assert.has_error(function() return ds.defaultRowAnimation end)
  end)
end)

describe("errors", function()
  it("name what is wrong in Lua's words", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 0 } }
    world:show(list)
    local tv = list.tableView
    assert.has_error(function() ui.DiffableDataSource({}, function() end) end,
      "bad argument #1 to 'DiffableDataSource' (TableView or CollectionView expected, got table)")
    local ds = ui.DiffableDataSource(tv, function(view, ip) return view:dequeueReusableCell("Cell", ip) end)
    assert.has_error(function() ds:apply(ui.Snapshot(), "yes") end)
    assert.has_error(function() ds:apply({}) end)
  end)

  it("report a provider that answers nil or raises as its callback error (rule 16.12)", function() -- rule 16.12
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 0 } }
    world:show(list)
    local ds = ui.DiffableDataSource(list.tableView, function() return nil end)
    local s = ui.Snapshot()
    s:appendSections{ "x" }
    s:appendItems{ "a" }
    local ok, err = pcall(function() ds:apply(s) end)
    assert.is_false(ok)
    assert.matches("cellProvider", tostring(err))
    assert.are.equal(1, list.tableView:numberOfRowsInSection(0))   -- the list shows a plain cell
  end)

  it("refuse names the world's iOS does not have (rule 16.24)", function() -- rule 16.24
    local w12 = ui.World{ ios = 12 }
    local l12 = w12:TableViewController{ rows = { 1 } }
    w12:show(l12)
    assert.has_error(function() ui.DiffableDataSource(l12.tableView, function() end) end,
      "DiffableDataSource needs iOS 13 or later (this world is iOS 12)")
    local world, tv, ds = mail(14)
    local s = ds:snapshot()
    s:reconfigureItems{ "a" }
    assert.has_error(function() ds:apply(s) end, "reconfigureItems needs iOS 15 or later (this world is iOS 14)")
    assert.has_error(function() ds:applySnapshotUsingReloadData(s) end,
      "applySnapshotUsingReloadData needs iOS 15 or later (this world is iOS 14)")
    assert.has_error(function() tv:reconfigureRows{ IP(0, 0) } end, "reconfigureRows needs iOS 15 or later (this world is iOS 14)")
    assert.is_not_nil(world)
  end)
end)

describe("applySnapshotUsingReloadData", function()
  it("reloads without a diff: selection emptied, completion before it returns (rules 16.9, 16.10)", function() -- rule 16.9
    local _, tv, ds = mail(17)
    tv:tap(IP(0, 0))
    local done = false
    ds:applySnapshotUsingReloadData(newMail(), function() done = true end)
    assert.is_true(done)
    assert.is_nil(tv:indexPathForSelectedRow())
    tv.dataSource = nil                                      -- the built-in model is back
    assert.are.equal(1, tv:numberOfSections())
    assert.is_nil(tv.dataSource)
  end)
end)

describe("tv.dataSource = ds", function()
  it("gives the list back to its diffable data source after tv.dataSource = nil (rule 16.4)", function() -- rule 16.4
    local world, tv, ds = mail(17)
    tv.dataSource = nil
    assert.are.equal(0, tv:numberOfRowsInSection(0))           -- the built-in model's (empty) section
    tv.dataSource = ds
    assert.are.equal(ds, tv.dataSource)
    assert.are.equal(3, tv:numberOfRowsInSection(0))
    assert.are.equal("c", ds:itemIdentifier(IP(2, 0)))
    ds:apply(newMail(), false)                                 -- and it applies as before
    assert.are.equal("new", ds:itemIdentifier(IP(0, 0)))
    tv.dataSource = ds                                         -- already its data source: nothing changes
    assert.are.equal(3, tv:numberOfRowsInSection(0))
    local other = world:TableViewController{ rows = { 2 } }.tableView
    assert.has_error(function() other.dataSource = ds end,
      "cannot set 'dataSource': this DiffableDataSource was made for another table view"
      .. " (make one with ui.DiffableDataSource(list, cellProvider))")
    assert.are.equal(2, other:numberOfRowsInSection(0))
  end)
end)
