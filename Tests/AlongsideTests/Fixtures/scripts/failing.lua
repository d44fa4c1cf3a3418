-- A script whose error comes from a function two calls deep.
local function inner()
  assert.are.equal(1, 2)
end
local function outer() inner() end
print("before")
outer()
print("never")
