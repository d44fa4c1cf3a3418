-- busted: 2 successes (a describe body runs when the runner reaches it, after earlier tests).
describe("outer", function()
  local count
  before_each(function() count = 10 end)
  it("sets the count", function() assert.are.equal(10, count) end)
  describe("inner", function()
    local next_count = count + 1
    it("reads it while declaring", function() assert.are.equal(11, next_count) end)
  end)
end)
