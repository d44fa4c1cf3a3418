-- busted -f ci.busted: 1 success (the lpath comes from the file named by -f, not ./.busted).
describe("-f", function()
  it("reads the named file", function() assert.are.equal("green", require("colour")) end)
end)
