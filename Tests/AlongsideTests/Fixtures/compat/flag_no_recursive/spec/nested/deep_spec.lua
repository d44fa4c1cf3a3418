-- busted --no-recursive spec: not run (in a subfolder).
describe("nested", function() it("is not found", function() error("not expected to run") end) end)
