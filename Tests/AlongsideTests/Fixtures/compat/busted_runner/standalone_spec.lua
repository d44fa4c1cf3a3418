-- busted: 1 success (require 'busted.runner'() does nothing when busted is already running).
require("busted.runner")()
describe("a file that can also run on its own", function()
  it("runs under the runner", function() assert.is_true(true) end)
end)
