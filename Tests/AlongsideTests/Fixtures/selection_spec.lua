-- Fixture for selection: names, tags and lines are asserted by the end-to-end tests.
describe("alpha", function()
  it("one #fast", function() end)
  it("two #slow", function() end)
end)

describe("beta #fast", function()
  it("three", function() end)
  describe("inner", function()
    it("four", function() end)
  end)
end)
