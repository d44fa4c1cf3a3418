-- busted: 1 success (assert and spy stay reachable after setmetatable(_G, nil)).
setmetatable(_G, nil)
describe("without a metatable on _G", function()
  it("assert is still there", function() assert.is_function(spy.new) end)
end)
