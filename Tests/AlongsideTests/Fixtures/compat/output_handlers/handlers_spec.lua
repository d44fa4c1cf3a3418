-- busted: 1 success, 1 failure, 1 error, whichever output handler (-o) prints them.
describe("an output handler", function()
  it("counts a success", function() end)
  it("counts a failure", function() assert.are.equal(1, 2) end)
  it("counts an error", function() error("raised") end)
end)
