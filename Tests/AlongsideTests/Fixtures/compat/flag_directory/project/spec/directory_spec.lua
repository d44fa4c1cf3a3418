-- busted -C project: 1 success (it changes into project/ first, then reads its .busted and spec/).
describe("-C", function()
  it("runs inside the folder", function() assert.are.equal(2, require("depth")) end)
end)
