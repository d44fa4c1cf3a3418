-- A test whose name is not UTF-8 aborts its worker: the file resumes once, each test reported once.
describe("workers caf\233", function()
  it("passes first", function() end)
  it("aborts \255", function()
    local abort = assert(package.loadlib("libc.so.6", "abort"))
    abort()
  end)
  it("sentinel", function() end)
end)
