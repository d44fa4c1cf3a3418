-- Fixture: a name longer than libxml2's 10,000,000-byte node limit.
describe("long", function()
  it(string.rep("n", 10 * 1024 * 1024 + 1), function() end)
  it("sentinel", function() end)
end)
