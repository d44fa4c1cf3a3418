describe("bom", function() it("passes", function() end) end)
