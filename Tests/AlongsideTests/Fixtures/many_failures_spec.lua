-- Fixture: 256 failures must still exit 1 (an exit status that counts failures would wrap to 0).
describe("many", function()
  for i = 1, 256 do
    it("fails " .. i, function() assert.is_true(false) end)
  end
end)
