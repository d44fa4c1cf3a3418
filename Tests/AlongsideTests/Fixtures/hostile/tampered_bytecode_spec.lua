-- A binary chunk whose LOADK reads far past its constants: it would crash the process if
-- loaded, so it must be refused.
describe("bytecode", function()
  it("fails first", function() assert.are.equal(1, 2) end)
  it("loads a tampered binary chunk", function()
    local function f() local s = "abcdef" return s end
    local code = string.dump(f)
    local i = code:find("\3\0\0\0", 1, true)
    local evil = code:sub(1, i - 1) .. "\3\128\255\255" .. code:sub(i + 4)
    local g = assert(load(evil, "evil", "b"))
    print(#g())
  end)
  it("sentinel", function() end)
end)
