-- busted counts this file as one error: the test declared before the error does not run.
it("declared before the error", function() end)
error("boom at the top level")
