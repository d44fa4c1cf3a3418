describe("never compiles", function()
  it("x", function() end
end)
