-- A contacts list grouped by letter, the way most apps start one: the data source gives each
-- section a title (`titleForHeaderInSection`) and the table makes room for it (rule 17.1).
--
-- Without `heightForHeaderInSection` the table's `sectionHeaderHeight` is UIKit's default,
-- `automaticDimension` (-1): a section with a title gets a header that fits it (28 points in the
-- model, which has no fonts), a section whose title is nil gets none (rule 17.4). Jumping to a
-- letter from an index bar is `scrollToRow`: the row lands at the top, below where the headers before it pushed it.
-- From iOS 15 a plain table also puts `sectionHeaderTopPadding` (22 points when automatic) above
-- every header that shows something (rule 17.8).
local IP = ui.IndexPath
local PAD = 22

local CONTACTS = {
  { letter = "A", names = { "Ada", "Alan" } },
  { letter = "B", names = { "Barbara", "Bjarne", "Brian" } },
  { letter = "#", names = { "42 Pizza" } },
}
-- enough B names that the list is taller than the screen
for i = 1, 20 do table.insert(CONTACTS[2].names, "B. Contact " .. i) end

local Contacts = {}
function Contacts:numberOfSections() return #CONTACTS end
function Contacts:numberOfRowsInSection(_, section) return #CONTACTS[section + 1].names end
function Contacts:titleForHeaderInSection(_, section)
  local letter = CONTACTS[section + 1].letter
  if letter == "#" then return nil end -- numbers go last, without a header
  return letter
end
function Contacts:titleForFooterInSection(_, section)
  if section == #CONTACTS - 1 then return #CONTACTS .. " groups" end
  return nil
end

local function contacts()
  local world = ui.World{ ios = 17 }
  local list = world:TableViewController{ rows = { 0 }, rowHeight = 44 }
  world:show(list)
  list.tableView.dataSource = Contacts
  list.tableView:reloadData()
  return world, list.tableView
end

describe("a contacts list with a title per letter", function()
  it("puts every letter's header above its rows and none above the untitled section", function() -- rule 17.1
    local _, tv = contacts()
    assert.are.equal(28, tv:rectForHeaderInSection(0).height)
    assert.are.equal(PAD, tv:rectForHeaderInSection(0).y) -- rule 17.8
    assert.are.equal(PAD + 28, tv:rectForRow(IP(0, 0)).y)
    -- B's header comes after A's 2 rows and its own padding
    assert.are.same(PAD + 28 + 88 + PAD, tv:rectForHeaderInSection(1).y)
    assert.are.equal(0, tv:rectForHeaderInSection(2).height) -- rule 17.4
    assert.are.equal(tv:rectForFooterInSection(1).y, tv:rectForRow(IP(0, 2)).y)
    assert.are.equal(28, tv:rectForFooterInSection(2).height)
  end)

  it("jumps to a letter with scrollToRow, the row at the top", function() -- rule 17.1
    local _, tv = contacts()
    tv:scrollToRow(IP(5, 1), "top", false)
    assert.are.equal(PAD + 28 + 88 + PAD + 28 + 5 * 44, tv:rectForRow(IP(5, 1)).y)
    assert.are.same(IP(5, 1), tv:indexPathsForVisibleRows()[1])
  end)
end)
