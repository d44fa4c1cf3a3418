-- busted: 1 success (run with no path: the folder comes from ./.busted's ROOT).
describe("a spec under .busted's ROOT", function() it("is found", function() end) end)
