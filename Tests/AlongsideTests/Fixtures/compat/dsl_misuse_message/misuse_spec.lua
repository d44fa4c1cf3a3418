-- busted: 3 successes (DSL calls in the wrong place raise "'NAME' not supported inside current context block").
describe("inside a test", function()
  it("describe is refused", function()
    assert.has_error(function() describe("nested", function() end) end,
      "'describe' not supported inside current context block")
  end)
  it("it is refused", function()
    assert.has_error(function() it("nested", function() end) end,
      "'it' not supported inside current context block")
  end)
end)
describe("inside a hook", function()
  before_each(function() assert.is_nil(finally) end)
  it("finally is not available", function() end)
end)
