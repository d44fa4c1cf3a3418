-- Work inside one `ui` call that the count hook cannot interrupt: a data source of a million
-- sections of a million rows, and a window tall enough to lay out a million cells. Each ends as an
-- error of its own test (a memory error, a crash or the hard timeout), and the sentinel runs.
describe("huge", function()
  it("a million sections of a million rows", function()
    local w = ui.World{}
    local list = w:TableViewController{ rowHeight = 44 }
    w:show(list)
    local tv = list.tableView
    tv.dataSource = {
      numberOfSections = function() return 1000000 end,
      numberOfRowsInSection = function() return 1000000 end,
    }
    tv:reloadData()
  end)
  it("a million visible cells", function()
    local w = ui.World{ width = 1e308, height = 1e308 }
    w:show(w:TableViewController{ rows = { 1000000 } })
  end)
  it("sentinel", function() end)
end)
