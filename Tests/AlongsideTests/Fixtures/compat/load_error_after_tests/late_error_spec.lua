-- busted: 0 successes, 1 error (a file that raises while loading runs none of its tests).
it("declared first", function() end)
error("the file fails after declaring a test")
