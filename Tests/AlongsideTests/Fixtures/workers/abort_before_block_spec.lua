-- A crash in the last test of a block, before the runner reached the next block: the tests of
-- that block were not declared yet (a block's body runs when reached), so the file resumes
-- anyway and the later block still runs.
describe("workers early", function()
  it("aborts", function()
    local abort = assert(package.loadlib("libc.so.6", "abort"))
    abort()
  end)
end)
describe("workers later", function()
  it("sentinel", function() end)
end)
