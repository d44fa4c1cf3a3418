-- Enough output that a closed standard output is noticed while the run goes on.
describe("workers many", function()
  it("fails", function() assert.are.equal(1, 2) end)
  for i = 1, 2000 do
    it("passes " .. i, function() end)
  end
end)
