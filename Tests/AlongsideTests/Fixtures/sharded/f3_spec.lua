-- Sharding fixture 3 of 7: 6 tests; its size, which the split weighs, grows with i.
-- ....................................................................................................................................................................................
describe("file 3", function()
  for t = 1, 6 do it("test " .. t, function() assert.are.equal(t, t) end) end
  it("fails", function() assert.is_true(false) end)
end)
