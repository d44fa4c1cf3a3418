-- Sharding fixture 4 of 7: 8 tests; its size, which the split weighs, grows with i.
-- ................................................................................................................................................................................................................................................
describe("file 4", function()
  for t = 1, 8 do it("test " .. t, function() assert.are.equal(t, t) end) end
end)
