-- A contacts list in the plain style, flung with a finger: each letter's header sticks to the
-- top of the screen while that letter's rows slide under it, and the next letter's header
-- pushes it up and takes its place (rules 17.3, 17.7). A grouped list's headers scroll away with
-- their rows. From iOS 15 a plain list also puts `sectionHeaderTopPadding` (22 points when
-- automatic) above every header, so the same contacts sit lower than on iOS 14 (rule 17.8).
local IP = ui.IndexPath

local LETTERS = { "A", "B", "C", "D" }
local COUNTS = { 3, 30, 30, 30 }

local Contacts = {}
function Contacts:numberOfSections() return #LETTERS end
function Contacts:numberOfRowsInSection(_, section) return COUNTS[section + 1] end
function Contacts:titleForHeaderInSection(_, section) return LETTERS[section + 1] end

local function contacts(ios, style)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 0 }, rowHeight = 44, style = style }
  world:show(list)
  local tv = list.tableView
  tv.dataSource = Contacts
  tv:reloadData()
  return world, tv
end

-- The headers on screen now: at most one away from its natural place, and none overlapping the
-- header after it (rule 17.7).
local function checkHeaders(tv)
  local floating = 0
  for s = 0, #LETTERS - 1 do
    local view = tv:headerView(s)
    if view then
      if view.frame.y ~= tv:rectForHeaderInSection(s).y then floating = floating + 1 end
      local nextView = tv:headerView(s + 1)
      if nextView then assert.is_true(view.frame.y + view.frame.height <= nextView.frame.y) end
    end
  end
  assert.is_true(floating <= 1)
end

describe("a plain contacts list on iOS 14", function()
  -- A: header 0-28, 3 rows to 160; B: header 160-188, 30 rows to 1508; C's header from 1508
  it("keeps B's header at the top while B's rows pass under it (rule 17.7)", function() -- rule 17.7
    local _, tv = contacts(14)
    tv:drag{ dy = -400, duration = 0.2 }
    local b = tv:headerView(1)
    assert.are.equal(tv.contentOffset.y, b.frame.y)    -- stuck to the top of the screen (offset 400)
    assert.are.equal(160, tv:rectForHeaderInSection(1).y) -- its natural place, scrolled past
    local under = tv:indexPathsForVisibleRows()[1]
    assert.are.equal(1, under.section)                 -- a B row, partly under the header
    assert.is_true(tv:rectForRow(under).y < b.frame.y + b.frame.height)
    assert.is_nil(tv:headerView(0))                    -- A's header has gone with A's rows
    tv:release{ velocity = 0 }
  end)

  it("lets C's header push B's up, then keeps C's at the top (rule 17.7)", function() -- rule 17.7
    local _, tv = contacts(14)
    tv:drag{ dy = -1490, duration = 0.25 }
    assert.are.equal(1508 - 28, tv:headerView(1).frame.y) -- pushed up by C, which starts at 1508
    assert.are.equal(1508, tv:headerView(2).frame.y)
    tv:drag{ dy = -40, duration = 0.05 }
    assert.is_nil(tv:headerView(1))
    assert.are.equal(tv.contentOffset.y, tv:headerView(2).frame.y) -- stuck at the top (offset 1530)
    tv:release{ velocity = 0 }
  end)

  it("never shows two floating headers, or one over the next, during a fling (rule 17.7)", function() -- rule 17.7
    local world, tv = contacts(14)
    tv:drag{ dy = -100, duration = 0.1 }
    tv:release{ velocity = -4000 }
    local seen = {}
    while tv.isDecelerating do
      world:advance(1 / 60)
      checkHeaders(tv)
      local top = tv:indexPathsForVisibleRows()[1].section
      seen[top] = true
      -- the top section's header: stuck at the offset, or pushed up by the section's end
      local section, natural = tv:rectForSection(top), tv:rectForHeaderInSection(top)
      local y = math.min(math.max(natural.y, tv.contentOffset.y), section.y + section.height - 28)
      assert.are.equal(y, tv:headerView(top).frame.y)
    end
    assert.is_true(seen[1] and seen[2])                -- the fling crossed from B into C
  end)
end)

describe("a grouped contacts list", function()
  it("scrolls B's header away with its rows (rule 17.3)", function() -- rule 17.3
    local _, tv = contacts(14, "grouped")
    tv:drag{ dy = -400, duration = 0.2 }
    assert.is_nil(tv:headerView(1))                    -- B's header stayed at 160, off screen
    assert.is_not_nil(tv:cellForRow(IP(10, 1)))
    tv:release{ velocity = 0 }
  end)
end)

describe("the same plain list on iOS 14 and iOS 17", function()
  it("sits 22 points lower per header on iOS 17, and sticks at the same place (rule 17.8)", function() -- rule 17.8
    local _, old = contacts(14)
    local _, new = contacts(17)
    assert.are.equal(160, old:rectForHeaderInSection(1).y)
    assert.are.equal(22 + 28 + 132 + 22, new:rectForHeaderInSection(1).y) -- A's padding, A, A's rows, B's padding
    assert.are.equal(new:rectForHeaderInSection(1).y + 28, new:rectForRow(IP(0, 1)).y)
    new.sectionHeaderTopPadding = 0                     -- what many apps do on iOS 15
    assert.are.equal(160, new:rectForHeaderInSection(1).y)
    old:drag{ dy = -400, duration = 0.2 }
    new:drag{ dy = -400, duration = 0.2 }
    assert.are.equal(old:headerView(1).frame.y, new:headerView(1).frame.y)
  end)
end)
