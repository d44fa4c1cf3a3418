-- A test that aborts its process (libc's abort through package.loadlib): only that test is lost.
describe("workers abort", function()
  it("fails first", function() assert.are.equal(1, 2) end)
  it("aborts", function()
    local abort = assert(package.loadlib("libc.so.6", "abort"))
    abort()
  end)
  it("sentinel", function() end)
end)
