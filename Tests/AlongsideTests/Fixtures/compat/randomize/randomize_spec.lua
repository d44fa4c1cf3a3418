-- busted: 2 successes (randomize() in a block shuffles that block's tests).
describe("a shuffled block", function()
  randomize()
  it("first", function() end)
  it("second", function() end)
end)
