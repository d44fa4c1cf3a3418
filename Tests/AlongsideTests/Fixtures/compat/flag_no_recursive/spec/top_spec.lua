-- busted --no-recursive spec: run (a file directly in spec/).
describe("top level", function() it("runs", function() end) end)
