-- Sharding fixture 2 of 7: 4 tests; its size, which the split weighs, grows with i.
-- ........................................................................................................................
describe("file 2", function()
  for t = 1, 4 do it("test " .. t, function() assert.are.equal(t, t) end) end
end)
