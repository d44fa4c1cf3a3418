-- busted -p _test checks: not run (-p replaces the default _spec).
describe("a _spec file", function() it("is not picked", function() error("not expected to run") end) end)
