-- Two tests that use one snapshot name: the second is refused (SnapshotTests).
describe("two tests", function()
  it("first", function() assert.snapshot("one", "shared") end)
  it("second", function() assert.snapshot("two", "shared") end)
end)
