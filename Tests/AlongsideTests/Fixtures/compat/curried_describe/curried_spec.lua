-- busted: 1 success (describe "name" returns a function that takes the body).
describe "curried form" (function()
  it "takes its body second" (function() assert.is_true(true) end)
end)
