-- A small file for the sharding tests (size varies with its number of tests).
describe("file 2", function()
  it("test 1", function() assert.are.equal(1, 1) end)
  it("test 2", function() assert.are.equal(2, 2) end)
  it("test 3", function() assert.are.equal(3, 3) end)
  it("test 4", function() assert.are.equal(4, 4) end)
end)
