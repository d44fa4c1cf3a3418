-- busted -r everything: 2 successes (the task has no tags, so #slow runs; _all still excludes #broken).
describe("tasks", function()
  it("is quick #quick", function() end)
  it("is slow #slow", function() end)
  it("is broken #broken", function() error("excluded by _all") end)
end)
