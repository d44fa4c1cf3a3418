describe("util_spec_helpers", function() it("runs", function() end) end)
