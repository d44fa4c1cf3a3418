-- busted --exclude-pattern=slow spec: not run (its base name matches the excluded pattern).
describe("slow", function() it("is skipped", function() error("not expected to run") end) end)
