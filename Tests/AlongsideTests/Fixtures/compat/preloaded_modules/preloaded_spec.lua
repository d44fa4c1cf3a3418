-- busted: 1 success (its own dependencies pl.*, say, luassert.* are already in package.loaded).
describe("package.loaded at the start of a file", function()
  it("holds busted's dependencies", function()
    assert.is_table(package.loaded["pl.utils"])
    assert.is_table(package.loaded["say"])
  end)
end)
