-- Lua's own os.exit, reached through package.loadlib of liblua's luaopen_os: a real exit(3).
describe("workers exit", function()
  it("reaches the real os.exit", function()
    local realos = assert(package.loadlib("liblua5.4.so.0", "luaopen_os"))()
    realos.exit(3)
  end)
  it("sentinel", function() end)
end)
