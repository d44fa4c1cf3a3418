#!/usr/bin/env lua
describe("shebang", function()
  it("fails on line 3", function() assert.are.equal(1, 2) end)
end)
