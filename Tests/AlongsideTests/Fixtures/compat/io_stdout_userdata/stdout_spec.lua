-- busted: 2 successes (io.stdout is the interpreter's FILE* userdata).
describe("the standard output stream", function()
  it("has type userdata", function() assert.are.equal("userdata", type(io.stdout)) end)
  it("carries Lua's FILE* metatable", function()
    assert.is_true(getmetatable(io.stdout) == debug.getregistry()["FILE*"])
    assert.are.equal("file", io.type(io.stdout))
  end)
end)
