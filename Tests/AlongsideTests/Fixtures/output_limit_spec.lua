-- Prints 3000 bytes (and a newline) in a test: --output-limit decides how much of it is kept.
describe("output limit", function()
  it("prints 3001 bytes", function()
    print(string.rep("x", 3000))
  end)
end)
