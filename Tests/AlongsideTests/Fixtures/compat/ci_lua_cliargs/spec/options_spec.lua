-- lua_cliargs' CI runs `busted -v --lpath="" --cpath="" -Xoutput --color`; busted: 2 successes (the
-- command line's empty lpath replaces both busted's default ./src/ templates and ./.busted's lpath).
describe("lua_cliargs' CI line", function()
  it("runs", function() assert.is_true(true) end)
  it("has no src/ template on package.path", function() assert.is_nil(package.path:find("src/", 1, true)) end)
end)
