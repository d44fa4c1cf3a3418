-- busted: 1 success (requiring luassert before anything else returns a working luassert).
local luassert = require("luassert")
describe("luassert required on the first line", function()
  it("registers an assertion", function()
    luassert:register("assertion", "small", function(_, args) return args[1] < 5 end,
      "assertion.small.positive", "assertion.small.negative")
    luassert.is.small(2)
  end)
end)
