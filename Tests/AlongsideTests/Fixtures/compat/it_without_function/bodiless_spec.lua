-- busted: 1 success, 0 pending (it("name") with no body declares nothing).
describe("a block", function()
  it("without a body")
  it("with a body", function() end)
end)
