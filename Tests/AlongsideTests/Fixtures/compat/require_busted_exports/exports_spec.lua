-- busted: 1 success (require 'busted' returns the DSL: describe, it, hooks, assert, spy...).
local busted = require("busted")
busted.describe("the busted module", function()
  busted.it("exports the DSL", function()
    busted.assert.is_function(busted.before_each)
    busted.assert.is_function(busted.pending)
  end)
end)
