-- Section header and footer views of a table: the delegate's views (`viewForHeaderInSection`,
-- a `world:View` or a dequeued header-footer view), the display news, floating headers in the
-- plain style and not in the grouped ones, and the iOS 15 header padding
-- (rules 17.2, 17.3, 17.6, 17.7, 17.8).
local IP = ui.IndexPath

-- Three sections of twenty 44-point rows, titled "A", "B", "C", on a 390 × 844 screen: section 0
-- ends at 28 + 20 × 44 = 908.
local function letters(options)
  options = options or {}
  local world = ui.World{ ios = options.ios or 14 }
  local list = world:TableViewController{ rows = { 20, 20, 20 }, rowHeight = 44, style = options.style }
  world:show(list)
  local tv = list.tableView
  local ds = {}
  function ds:numberOfSections() return 3 end
  function ds:numberOfRowsInSection() return 20 end
  function ds:titleForHeaderInSection(_, s) return ({ "A", "B", "C" })[s + 1] end
  tv.dataSource = ds
  tv:reloadData()
  return world, tv, ds
end

describe("header views", function()
  it("come from the delegate's viewForHeaderInSection, asked when the header shows (rule 17.2)", function() -- rule 17.2
    local world, tv = letters()
    local asked, views = {}, {}
    for s = 0, 2 do views[s] = world:View{ accessibilityIdentifier = "letter " .. s } end
    tv.delegate = {
      viewForHeaderInSection = function(_, view, section)
        assert.are.equal(tv, view)
        asked[#asked + 1] = section
        return views[section]
      end,
    }
    tv:reloadData()
    assert.are.same({ 0 }, asked)                    -- section 1's header is below the screen
    assert.are.equal(views[0], tv:headerView(0))
    assert.is_nil(tv:headerView(1))
    assert.are.equal(28, tv:rectForHeaderInSection(0).height) -- automatic: the view gets 28 [SIM]
    assert.are.same(tv:rectForHeaderInSection(0), tv:headerView(0).frame)
    assert.are.equal(tv, tv:headerView(0).superview)
  end)

  it("are dequeued from the table's queue and handed out again (rule 17.2)", function() -- rule 17.2
    local _, tv = letters()
    assert.is_nil(tv:dequeueReusableHeaderFooterView("letter")) -- nothing registered: nil, as UIKit
    tv:registerHeaderFooterView("letter")
    local shown, ended = {}, {}
    tv.delegate = {
      viewForHeaderInSection = function(_, view) return view:dequeueReusableHeaderFooterView("letter") end,
      willDisplayHeaderView = function(_, _, view, section) shown[#shown + 1] = section; assert.is_not_nil(view) end,
      didEndDisplayingHeaderView = function(_, _, _, section) ended[#ended + 1] = section end,
    }
    tv:reloadData()                                   -- the title's own view ends (told), the delegate's shows
    assert.are.same({ 0 }, ended)
    ended = {}
    local first = tv:headerView(0)
    assert.are.same({ 0 }, shown)
    tv:scrollToRow(IP(5, 2), "top", false)
    assert.are.same({ 0 }, ended)
    assert.are.equal(first, tv:headerView(2))       -- the same view, reused for section 2
  end)

  it("make a wrong result a callback error, and the section shows its title (rule 17.2)", function() -- rule 17.2
    local _, tv = letters()
    tv.delegate = { viewForHeaderInSection = function() return 42 end }
    assert.has_error(function() tv:reloadData() end,
      "tv.delegate.viewForHeaderInSection: nil or a View (world:View or tv:dequeueReusableHeaderFooterView) expected as result, got number")
    assert.is_not_nil(tv:headerView(0))
  end)

  it("and footer views show for the sections on screen, with their news (rule 17.2)", function() -- rule 17.2
    local world, tv = letters()
    local told = {}
    local footers = { [0] = world:View{}, world:View{}, world:View{} }
    tv.delegate = {
      heightForFooterInSection = function() return 20 end,
      viewForFooterInSection = function(_, _, s) return footers[s] end,
      willDisplayFooterView = function(_, _, _, s) told[#told + 1] = "will " .. s end,
      didEndDisplayingFooterView = function(_, _, _, s) told[#told + 1] = "end " .. s end,
    }
    tv:reloadData()
    assert.is_not_nil(tv:footerView(0))
    assert.are.same({ "will 0" }, told)
    tv:scrollToRow(IP(19, 2), "bottom", false)
    assert.is_nil(tv:footerView(0))
    assert.are.equal("end 0", told[2])
  end)
end)

describe("a plain table's header", function()
  it("floats at the top while its rows pass under it, and the next header pushes it up (rules 17.3, 17.6)", function() -- rule 17.6
    local _, tv = letters()
    tv.contentOffset = { x = 0, y = 100 }
    assert.are.equal(100, tv:headerView(0).frame.y)
    assert.are.equal(0, tv:rectForHeaderInSection(0).y) -- rule 17.7: the natural rectangle
    tv.contentOffset = { x = 0, y = 890 }              -- section 0 ends at 908
    assert.are.equal(908 - 28, tv:headerView(0).frame.y)
    assert.are.equal(908, tv:headerView(1).frame.y)
    tv.contentOffset = { x = 0, y = 950 }
    assert.is_nil(tv:headerView(0))
    assert.are.equal(950, tv:headerView(1).frame.y)
  end)

  it("shows as floating in world:render() (rule 17.7)", function() -- rule 17.7
    local world, tv = letters()
    tv.contentOffset = { x = 0, y = 100 }
    local scene = world:render()
    assert.matches('header 0 "A" {x=0, y=100, width=390, height=28} (floating)', scene, 1, true)
  end)
end)

describe("a grouped table's header", function()
  it("scrolls away with its section (rule 17.3)", function() -- rule 17.3
    local _, tv = letters{ style = "grouped" }
    tv.contentOffset = { x = 0, y = 10 }
    assert.are.equal(0, tv:headerView(0).frame.y)
    tv.contentOffset = { x = 0, y = 100 }
    assert.is_nil(tv:headerView(0))
  end)
end)

describe("sectionHeaderTopPadding", function()
  it("puts 22 points above each plain header from iOS 15, none in a grouped table (rule 17.8)", function() -- rule 17.8
    local _, tv = letters{ ios = 17 }
    assert.are.equal(-1, tv.sectionHeaderTopPadding)
    assert.are.equal(22, tv:rectForHeaderInSection(0).y)
    assert.are.equal(22 + 28, tv:rectForRow(IP(0, 0)).y)
    tv.sectionHeaderTopPadding = 0
    assert.are.equal(28, tv:rectForRow(IP(0, 0)).y)
    local _, grouped = letters{ ios = 17, style = "grouped" }
    assert.are.equal(0, grouped:rectForHeaderInSection(0).y)
  end)

  it("does not exist before iOS 15, and refuses a bad value (rule 17.8)", function() -- rule 17.8
    local _, old = letters{ ios = 14 }
    assert.has_error(function() return old.sectionHeaderTopPadding end,
      "'sectionHeaderTopPadding' is available from iOS 15 (this world is iOS 14)")
    assert.has_error(function() old.sectionHeaderTopPadding = 0 end,
      "'sectionHeaderTopPadding' is available from iOS 15 (this world is iOS 14)")
    local _, tv = letters{ ios = 17 }
    local ok, err = pcall(function() tv.sectionHeaderTopPadding = -5 end)
    assert.is_false(ok)
    assert.matches("non-negative number or -1", err, 1, true)
  end)
end)
