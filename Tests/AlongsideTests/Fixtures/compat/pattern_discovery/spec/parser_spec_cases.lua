-- busted: run too (its default pattern _spec matches anywhere in the base name).
describe("a file with _spec in the middle of its name", function() it("runs", function() end) end)
