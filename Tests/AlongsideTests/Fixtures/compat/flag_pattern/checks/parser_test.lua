-- busted -p _test checks: run (the pattern is matched against the file's base name).
describe("a _test file", function() it("runs", function() end) end)
