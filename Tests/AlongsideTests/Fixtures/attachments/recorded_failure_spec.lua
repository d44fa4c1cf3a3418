-- A failing test that recorded a timeline: its pictures are attached to the failure
-- (AttachmentTests). The passing test prints, for --show-output.
describe("a cancelled swipe", function()
  it("keeps the row selected", function()
    local world = ui.World{}
    local v = world:View{}
    local tl = world:record{ x = function() return v.frame.x end }
    world:animate{ duration = 0.2, curve = "linear", animations = function()
      v.frame = { x = 100, y = 0, width = 10, height = 10 }
    end }
    world:advance(0.3)
    tl:stop()
    assert.are.equal(0, v.frame.x)
  end)

  it("passes quietly", function()
    print("printed by a passing test")
  end)

  it("fails without the ui module", function()
    assert.is_true(false)
  end)
end)
