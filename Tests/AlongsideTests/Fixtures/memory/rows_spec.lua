-- 40 sections of a million rows: 640 MB of row geometry in Swift, asked for in one table.
describe("rows", function()
  it("40 sections of a million rows", function()
    local rows = {}
    for i = 1, 40 do rows[i] = 1000000 end
    local w = ui.World{}
    w:show(w:TableViewController{ rows = rows })
    w:settle()
  end)
  it("sentinel", function() end)
end)
