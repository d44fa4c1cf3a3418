-- A diffable snapshot of ten million items: over a gigabyte of identifiers held in Swift, built
-- 100 000 at a time; the snapshot's box counts them against the cap.
describe("snapshot", function()
  it("ten million items", function()
    local s = ui.Snapshot()
    s:appendSections{ "all" }
    for chunk = 0, 99 do
      local ids = {}
      for i = 1, 100000 do ids[i] = chunk * 100000 + i end
      s:appendItems(ids)
    end
  end)
  it("sentinel", function() end)
end)
