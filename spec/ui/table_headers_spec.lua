-- Section titles from the data source and the automatic header and footer heights they give
-- (rules 17.1, 17.4).
local IP = ui.IndexPath

-- iOS 14: no padding above the headers yet (rule 17.8), so the heights here are the titles' alone
local function shown(dataSource)
  local world = ui.World{ ios = 14 }
  local list = world:TableViewController{ rows = { 2, 3 }, rowHeight = 44 }
  world:show(list)
  local tv = list.tableView
  function dataSource:numberOfSections() return 2 end
  function dataSource:numberOfRowsInSection(_, s) return s == 0 and 2 or 3 end
  tv.dataSource = dataSource
  return world, tv
end

describe("titleForHeaderInSection and titleForFooterInSection", function()
  it("give a titled header or footer the automatic height, an untitled one none (rules 17.1, 17.4)", function() -- rule 17.1
    local asked = {}
    local ds = {}
    local _, tv
    function ds:titleForHeaderInSection(view, section)
      asked[#asked + 1] = section
      assert.are.equal(tv, view)
      return section == 0 and "Fruits" or nil
    end
    function ds:titleForFooterInSection(_, section) return section == 1 and "3 vegetables" or nil end
    _, tv = shown(ds)
    tv:reloadData()
    assert.are.equal(28, tv:rectForHeaderInSection(0).height)
    assert.are.equal(0, tv:rectForHeaderInSection(1).height) -- rule 17.4: no title, no room
    assert.are.equal(0, tv:rectForFooterInSection(0).height)
    assert.are.equal(28, tv:rectForFooterInSection(1).height)
    assert.are.equal(28, tv:rectForRow(IP(0, 0)).y)
    assert.are.equal(28 + 88, tv:rectForRow(IP(0, 1)).y)
    assert.are.equal(28 + 88 + 132 + 28, tv.contentSize.height)
    assert.is_true(#asked >= 2)
  end)

  it("yield to an explicit height from the property or the delegate (rule 17.1)", function() -- rule 17.1
    local ds = {}
    function ds:titleForHeaderInSection() return "Title" end
    local _, tv = shown(ds)
    tv.sectionHeaderHeight = 40
    assert.are.equal(40, tv:rectForHeaderInSection(1).height)
    local d = {}
    function d:heightForHeaderInSection(_, section) return section == 0 and -1 or 10 end
    tv.delegate = d
    assert.are.equal(28, tv:rectForHeaderInSection(0).height) -- -1 from the delegate fits the title
    assert.are.equal(10, tv:rectForHeaderInSection(1).height)
  end)

  it("make a wrong result a callback error naming the function (rule 17.1)", function() -- rule 17.1
    local ds = {}
    local _, tv = shown(ds)
    function ds:titleForHeaderInSection() return 42 end
    assert.has_error(function() tv:reloadData() end,
      "tv.dataSource.titleForHeaderInSection: string or nil expected as result, got number")
    assert.are.equal(0, tv:rectForHeaderInSection(0).height) -- the wrong title counts as none
  end)

  it("suggest the right name for a misspelt title function", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rows = { 1 } }
    world:show(list)
    local ds = { titleForHeaderInSectoin = function() return "x" end }
    local ok, err = pcall(function() list.tableView.dataSource = ds end)
    assert.is_false(ok)
    assert.matches("titleForHeaderInSection", err, 1, true)
  end)
end)
