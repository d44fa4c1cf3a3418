-- busted: 2 successes (finally accepts any callable, such as a spy).
describe("finally", function()
  it("takes a spy", function() finally(spy.new(function() end)) end)
  it("does not stop the next test", function() end)
end)
