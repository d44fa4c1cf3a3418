-- busted: 1 success (the module is found through the lpath of ./.busted).
describe("a module on .busted's lpath", function()
  it("is found by require", function() assert.are.equal(3, require("shelf").books) end)
end)
