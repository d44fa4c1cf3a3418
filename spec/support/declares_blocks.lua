-- Required by require_spec.lua at declaration time: a module that itself declares a describe
-- block with a hook and a test. Returns a table its hook and test record into.
local state = { before_each = 0, ran = false }

describe("a block declared by spec/support/declares_blocks.lua", function()
  before_each(function() state.before_each = state.before_each + 1 end)
  it("runs a test declared by a required module", function()
    state.ran = true
  end)
end)

state.declared = true
return state
