-- A small file for the sharding tests (size varies with its number of tests).
describe("file 1", function()
  it("test 1", function() assert.are.equal(1, 1) end)
  it("test 2", function() assert.are.equal(2, 2) end)
end)
