-- Required by require_spec.lua at declaration time: a module that itself declares a describe
-- block with a hook and a test. Returns a table its hook and test record into.
-- As in busted, a module sees `_G`, not the spec's environment: the DSL comes from
-- `require 'busted'` (a global `describe` here is nil, as it is under busted).
local busted = require 'busted'
local describe, before_each, it = busted.describe, busted.before_each, busted.it
local state = { before_each = 0, ran = false }
state.global_describe = rawget(_G, "describe")

describe("a block declared by spec/support/declares_blocks.lua", function()
  before_each(function() state.before_each = state.before_each + 1 end)
  it("runs a test declared by a required module", function()
    state.ran = true
  end)
end)

state.declared = true
return state
