-- Sharding fixture 1 of 7: 2 tests; its size, which the split weighs, grows with i.
-- ............................................................
describe("file 1", function()
  for t = 1, 2 do it("test " .. t, function() assert.are.equal(t, t) end) end
end)
