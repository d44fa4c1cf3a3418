-- Prints package.path (run with --show-output): BustedFlagsTests checks what --lpath makes of it.
describe("package.path", function()
  it("is printed", function()
    print("PATH=" .. package.path)
  end)
end)
