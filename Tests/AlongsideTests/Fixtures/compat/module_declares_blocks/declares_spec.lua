-- busted: 1 error (a module has no global describe: the DSL lives in the spec file's environment).
require("declarer")
it("after the require", function() end)
