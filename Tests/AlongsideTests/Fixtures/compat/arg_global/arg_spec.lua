-- busted: 1 success (the global arg is the interpreter's command-line table).
describe("arg", function()
  it("is a table with the program in arg[0]", function()
    assert.is_table(arg)
    assert.is_string(arg[0])
  end)
end)
