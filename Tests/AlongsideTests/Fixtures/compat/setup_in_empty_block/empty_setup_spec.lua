-- busted: 1 success (setup and strict_setup run even in a block that has no tests).
local runs = 0
describe("no tests here", function()
  setup(function() runs = runs + 1 end)
  strict_setup(function() runs = runs + 1 end)
end)
it("counts both setups", function() assert.are.equal(2, runs) end)
