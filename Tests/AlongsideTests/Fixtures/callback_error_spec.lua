-- A Lua callback that raises while UISim runs it: the failure shows one traceback, the spec's.
local ui = require("ui")

describe("a callback error", function()
  it("in a controller override", function()
    local world = ui.World{}
    local vc = world:ViewController{ title = "A" }
    function vc:viewDidLoad()
      error("boom in viewDidLoad")
    end
    world:show(vc)
  end)

  it("in an animation completion", function()
    local world = ui.World{}
    world:animate(0.25, function() end, function()
      error("boom in completion")
    end)
    world:settle()
  end)
end)
