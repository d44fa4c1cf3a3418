-- busted --exclude-pattern=slow spec: run.
describe("fast", function() it("runs", function() end) end)
