-- busted: run, as every file whose name matches the pattern _spec.
describe("a file ending in _spec.lua", function() it("runs", function() end) end)
