describe("deep_spec", function() it("runs", function() end) end)
