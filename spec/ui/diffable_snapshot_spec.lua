-- ui.Snapshot(): NSDiffableDataSourceSnapshot's state and edits (rules 16.1-16.3), UIKit's
-- exceptions in UIKit's words (rules 16.20-16.22), identifiers as Lua values (rules 16.2, 16.23)
-- and the strict arguments of its methods.

--- The snapshot as { section = { items... } ... } in order: { {"A", {"a"}}, {"B", {}} }.
local function shape(s)
  local out = {}
  for _, id in ipairs(s.sectionIdentifiers) do out[#out + 1] = { id, s:itemIdentifiersInSection(id) } end
  return out
end

--- A snapshot with sections "A", "B" holding a, b / c.
local function abc()
  local s = ui.Snapshot()
  s:appendSections{ "A", "B" }
  s:appendItems({ "a", "b" }, "A")
  s:appendItems{ "c" }
  return s
end

--- The message of the error `f` raises.
local function errorOf(f)
  local ok, err = pcall(f)
  assert.is_false(ok, "no error")
  return err
end

describe("ui.Snapshot: state and queries", function()
  it("starts empty; counts, identifiers and lookups read the state (rule 16.1)", function() -- rule 16.1
    local s = ui.Snapshot()
    assert.equal(0, s.numberOfSections)
    assert.equal(0, s.numberOfItems)
    assert.same({}, s.itemIdentifiers)
    s = abc()
    assert.equal(2, s.numberOfSections)
    assert.equal(3, s.numberOfItems)
    assert.same({ "A", "B" }, s.sectionIdentifiers)
    assert.same({ "a", "b", "c" }, s.itemIdentifiers)
    assert.equal(2, s:numberOfItemsInSection("A"))
    assert.same({ "c" }, s:itemIdentifiersInSection("B"))
    assert.equal("B", s:sectionIdentifierForSectionContainingItem("c"))
    assert.is_nil(s:sectionIdentifierForSectionContainingItem("zz"))
    assert.equal(1, s:indexOfSection("B"))
    assert.is_nil(s:indexOfSection("Z"))
    assert.equal("Snapshot(2 sections, 3 items)", tostring(s))
    local one = ui.Snapshot()
    one:appendSections{ "only" }
    one:appendItems{ "item" }
    assert.equal("Snapshot(1 section, 1 item)", tostring(one))
  end)

  it("indexOfItem counts across sections from 0 (rule 16.3)", function() -- rule 16.3
    local s = abc()
    assert.equal(0, s:indexOfItem("a"))
    assert.equal(2, s:indexOfItem("c"))
    assert.is_nil(s:indexOfItem("nope"))
  end)

  it("hands out fresh arrays: changing one changes nothing (rule 16.1)", function() -- rule 16.1
    local s = abc()
    local items = s.itemIdentifiers
    items[1] = "changed"
    assert.same({ "a", "b", "c" }, s.itemIdentifiers)
    assert.is_not.equal(s.sectionIdentifiers, s.sectionIdentifiers)
  end)

  it("== compares sections and items in order, not the marks (rule 16.3)", function() -- rule 16.3
    local a, b = abc(), abc()
    assert.is_true(a == b)
    b:reloadItems{ "a" }
    assert.is_true(a == b)
    b:moveItem("b", { beforeItem = "a" })
    assert.is_false(a == b)
    assert.is_false(a == ui.Snapshot())
  end)
end)

describe("ui.Snapshot: edits", function()
  it("appends to the last section, or the one named (rule 16.3)", function() -- rule 16.3
    local s = abc()
    s:appendItems{ "d" }
    s:appendItems({ "e" }, "A")
    assert.same({ { "A", { "a", "b", "e" } }, { "B", { "c", "d" } } }, shape(s))
  end)

  it("inserts next to a destination, in its section (rule 16.3)", function() -- rule 16.3
    local s = abc()
    s:insertItems({ "n", "m" }, { beforeItem = "a" })
    s:insertItems({ "z" }, { afterItem = "c" })
    assert.same({ { "A", { "n", "m", "a", "b" } }, { "B", { "c", "z" } } }, shape(s))
    s:insertSections({ "P" }, { beforeSection = "A" })
    s:insertSections({ "Q" }, { afterSection = "A" })
    assert.same({ "P", "A", "Q", "B" }, s.sectionIdentifiers)
  end)

  it("moves an item or a section (with its items) next to a destination (rule 16.3)", function() -- rule 16.3
    local s = abc()
    s:moveItem("a", { afterItem = "c" })
    assert.same({ { "A", { "b" } }, { "B", { "c", "a" } } }, shape(s))
    s:moveSection("B", { beforeSection = "A" })
    assert.same({ { "B", { "c", "a" } }, { "A", { "b" } } }, shape(s))
    s:moveSection("B", { afterSection = "A" })
    assert.same({ "A", "B" }, s.sectionIdentifiers)
  end)

  it("moves an item that is already there instead of refusing it (rule 16.3)", function() -- rule 16.3
    local s = abc()
    s:appendItems({ "a" }, "B")
    assert.same({ { "A", { "b" } }, { "B", { "c", "a" } } }, shape(s))
    s:insertItems({ "c", "new" }, { beforeItem = "b" })
    assert.same({ { "A", { "c", "new", "b" } }, { "B", { "a" } } }, shape(s))
  end)

  it("deletes ignore unknown identifiers; deleteAllItems removes the sections too (rule 16.3)", function() -- rule 16.3
    local s = abc()
    s:deleteItems{ "c", "unknown" }
    assert.same({ { "A", { "a", "b" } }, { "B", {} } }, shape(s))
    s:deleteSections{ "A", "unknown" }
    assert.same({ { "B", {} } }, shape(s))
    s:deleteAllItems()
    assert.equal("Snapshot(0 sections, 0 items)", tostring(s))
  end)

  it("reload, reconfigure and reloadSections only mark, each identifier once (rule 16.3)", function() -- rule 16.3
    local s = abc()
    s:reloadItems{ "b", "a", "b" }
    s:reconfigureItems{ "c" }
    s:reloadSections{ "B" }
    assert.same({ "b", "a" }, s.reloadedItemIdentifiers)
    assert.same({ "c" }, s.reconfiguredItemIdentifiers)
    assert.same({ "B" }, s.reloadedSectionIdentifiers)
    assert.same({ "a", "b", "c" }, s.itemIdentifiers)
  end)
end)

describe("ui.Snapshot: UIKit's exceptions", function()
  it("duplicates in one call (rule 16.20)", function() -- rule 16.20
    local s = abc()
    assert.equal("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}",
      errorOf(function() s:appendItems{ "x", "y", "x" } end))
    assert.equal("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"x y\"\n)}",
      errorOf(function() s:appendSections{ "x y", "x y" } end))
    assert.equal("Diffable data source detected an attempt to insert or append 1 section identifier that already "
      .. "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A",
      errorOf(function() s:insertSections({ "A" }, { afterSection = "B" }) end))
  end)

  it("items with no section (rule 16.21)", function() -- rule 16.21
    local s = ui.Snapshot()
    assert.equal("There are currently no sections in the data source. Please add a section first.",
      errorOf(function() s:appendItems{ "a" } end))
  end)

  it("unknown identifiers and destinations; the snapshot is left unchanged (rule 16.22)", function() -- rule 16.22
    local s = abc()
    local before = ui.Snapshot()
    before:appendSections{ "A", "B" }
    before:appendItems({ "a", "b" }, "A")
    before:appendItems({ "c" }, "B")
    assert.equal("Attempted to reload item identifier that does not exist in the snapshot: x",
      errorOf(function() s:reloadItems{ "a", "x" } end))
    assert.same({}, s.reloadedItemIdentifiers)
    assert.equal("Attempted to reconfigure item identifier that does not exist in the snapshot: 7",
      errorOf(function() s:reconfigureItems{ 7 } end))
    assert.equal("Attempted to reload section identifier that does not exist in the snapshot: Z",  -- rule 16.22 [SIM]
      errorOf(function() s:reloadSections{ "Z" } end))
    assert.equal("Invalid parameter not satisfying: section != NSNotFound",
      errorOf(function() s:appendItems({ "n" }, "Z") end))
    assert.equal("Invalid parameter not satisfying: section != NSNotFound",
      errorOf(function() s:insertItems({ "n" }, { afterItem = "zz" }) end))
    assert.equal("Invalid parameter not satisfying: insertIndex != NSNotFound",
      errorOf(function() s:insertSections({ "N" }, { beforeSection = "Z" }) end))
    assert.equal("Invalid parameter not satisfying: fromIndex != NSNotFound",
      errorOf(function() s:moveItem("zz", { beforeItem = "a" }) end))
    assert.equal("Invalid parameter not satisfying: toSection != NSNotFound",
      errorOf(function() s:moveSection("A", { beforeSection = "Z" }) end))
    assert.equal("Section identifier was not found. You can verify the section exists by calling the "
      .. "indexOfSectionIdentifier API (which has O(1) performance)",
      errorOf(function() s:numberOfItemsInSection("Z") end))
    assert.has_error(function() s:itemIdentifiersInSection("Z") end)
    assert.equal("Invalid update: destination for insertion operation [b] is in the insertion identifier list for "
      .. "update: <_UIDiffableDataSourceUpdate - action: INS; destination: b; identifiers: [n, b]>.",
      errorOf(function() s:insertItems({ "n", "b" }, { beforeItem = "b" }) end))
    assert.equal("Invalid update: destination for insertion operation [a] is in the insertion identifier list for "
      .. "update: <_UIDiffableDataSourceUpdate - action: MOV; destination: a; identifiers: [a]>.",
      errorOf(function() s:moveItem("a", { afterItem = "a" }) end))
    assert.is_true(s == before)
    assert.same({ { "A", { "a", "b" } }, { "B", { "c" } } }, shape(s))
  end)
end)

describe("ui.Snapshot: identifiers", function()
  it("are values for strings, numbers and booleans; 1 and 1.0 are one, '1' another (rule 16.2)", function() -- rule 16.2
    local s = ui.Snapshot()
    s:appendSections{ 1 }
    s:appendItems{ 1, "1", true, 2.5 }
    assert.equal(0, s:indexOfSection(1.0))
    assert.equal(0, s:indexOfItem(1.0))
    assert.equal(1, s:indexOfItem("1"))
    assert.equal(2, s:indexOfItem(true))
    assert.is_nil(s:indexOfItem(false))
    assert.same({ 1, "1", true, 2.5 }, s.itemIdentifiers)
    assert.equal(math.type(1), math.type(s.itemIdentifiers[1]))
  end)

  it("sections and items are separate name spaces (rule 16.2)", function() -- rule 16.2
    local s = ui.Snapshot()
    s:appendSections{ "x" }
    s:appendItems{ "x" }
    assert.equal("x", s:sectionIdentifierForSectionContainingItem("x"))
  end)

  it("are identities for tables and functions, given back as the same object (rule 16.2)", function() -- rule 16.2
    local mail, other = { subject = "Hi" }, { subject = "Hi" }
    local s = ui.Snapshot()
    s:appendSections{ "inbox" }
    s:appendItems{ mail, print }
    assert.equal(0, s:indexOfItem(mail))
    assert.is_nil(s:indexOfItem(other))
    assert.equal(mail, s.itemIdentifiers[1])
    assert.equal(print, s.itemIdentifiers[2])
  end)

  it("keep an object alive while a snapshot names it (rule 16.2)", function() -- rule 16.2
    local s = ui.Snapshot()
    s:appendSections{ "A" }
    s:appendItems{ {} }
    collectgarbage()
    collectgarbage()
    local t = s.itemIdentifiers[1]
    assert.equal("table", type(t))
    assert.equal(0, s:indexOfItem(t))
  end)

  it("print in messages as rule 16.23 says: bare, quoted, numbered objects (rule 16.23)", function() -- rule 16.23
    local s = abc()
    assert.matches("exist in the snapshot: \"two words\"$", errorOf(function() s:reloadItems{ "two words" } end))
    assert.matches("exist in the snapshot: a_b%.c9$", errorOf(function() s:reloadItems{ "a_b.c9" } end))
    assert.matches("exist in the snapshot: 2%.5$", errorOf(function() s:reloadItems{ 2.5 } end))
    assert.matches("exist in the snapshot: false$", errorOf(function() s:reloadItems{ false } end))
    assert.matches("exist in the snapshot: <table %d+>$", errorOf(function() s:reloadItems{ {} } end))
    assert.matches("Duplicate identifiers: {%(\n    <function %d+>\n%)}$", errorOf(function() s:appendItems{ print, print } end))
  end)

  it("are numbered when first used, not when only looked up (rule 16.23)", function() -- rule 16.23
    local s = abc()
    local function numberOfFresh()
      return tonumber(errorOf(function() s:reloadItems{ {} } end):match("<table (%d+)>$"))
    end
    local first = numberOfFresh()
    assert.is_nil(s:indexOfItem({}))
    assert.is_nil(s:indexOfSection({}))
    s:deleteItems{ {}, {} }
    s:deleteSections{ {} }
    assert.has_error(function() s:moveItem({}, { beforeItem = "a" }) end, "Invalid parameter not satisfying: fromIndex != NSNotFound")
    assert.equal(first + 1, numberOfFresh())
  end)

  it("refuse nil and NaN, and arrays with holes, in Lua's words (rule 16.2)", function() -- rule 16.2
    local s = abc()
    assert.matches("bad argument #1 to 'appendItems' %(entry 2: identifier expected, got nil%)",
      errorOf(function() s:appendItems{ "x", nil, "y" } end))
    assert.matches("bad argument #1 to 'deleteItems' %(entry 1: NaN cannot be an identifier%)",
      errorOf(function() s:deleteItems{ 0 / 0 } end))
    assert.matches("bad argument #1 to 'indexOfItem' %(identifier expected, got nil%)",
      errorOf(function() s:indexOfItem(nil) end))
    assert.matches("bad argument #1 to 'appendSections' %(table expected, got string%)",
      errorOf(function() s:appendSections("A") end))
    assert.matches("bad argument #1 to 'appendItems' %(array of identifiers expected, got key 'x'%)",
      errorOf(function() s:appendItems{ x = 1 } end))
    assert.same({ "a", "b", "c" }, s.itemIdentifiers)
  end)
end)

describe("ui.Snapshot: option tables", function()
  it("take exactly one of beforeItem / afterItem, strictly, with a did-you-mean", function() -- rule 16.3
    local s = abc()
    assert.matches("bad argument #2 to 'insertItems' %(exactly one of 'beforeItem' or 'afterItem' expected%)",
      errorOf(function() s:insertItems({ "n" }, { beforeItem = "a", afterItem = "b" }) end))
    assert.matches("bad argument #2 to 'insertItems' %(exactly one of 'beforeItem' or 'afterItem' expected%)",
      errorOf(function() s:insertItems({ "n" }) end))
    assert.matches("bad argument #2 to 'moveItem' %(unknown option 'beforeitem' for moveItem %(did you mean 'beforeItem'%?%)%)",
      errorOf(function() s:moveItem("a", { beforeitem = "b" }) end))
    assert.matches("bad argument #2 to 'moveSection' %(exactly one of 'beforeSection' or 'afterSection' expected%)",
      errorOf(function() s:moveSection("A", {}) end))
    assert.matches("bad argument #2 to 'insertSections' %(field 'afterSection': NaN cannot be an identifier%)",
      errorOf(function() s:insertSections({ "N" }, { afterSection = 0 / 0 }) end))
    assert.matches("attempt to read unknown field 'appendItem' of Snapshot %(did you mean 'appendItems'%?%)",
      errorOf(function() return s.appendItem end))
  end)
end)
