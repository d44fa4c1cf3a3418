-- Fixture: 30,000 tests with one name, and one test already named like a copy.
describe("dup", function()
  it("same (2)", function() end)
  for _ = 1, 30000 do it("same", function() end) end
end)
