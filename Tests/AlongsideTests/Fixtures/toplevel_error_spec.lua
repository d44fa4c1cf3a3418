it("declared before the error", function() end)
error("boom at the top level")
