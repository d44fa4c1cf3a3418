describe("declared by a module", function() it("inside", function() end) end)
return true
