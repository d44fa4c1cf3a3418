describe("normal_spec", function() it("runs", function() end) end)
