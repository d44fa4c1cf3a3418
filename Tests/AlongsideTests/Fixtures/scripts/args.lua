#!/usr/bin/env alongside run
-- A plain script: its arguments, the `ui` module and luassert, as `alongside run` gives them.
local n = select('#', ...)
print("args", n, ...)
print("arg", arg[0], arg[1], arg[2], arg[-1], arg[-2])
local world = ui.World{}
print("frame", world:View{ frame = { x = 0, y = 44, width = 390, height = 44 } }.frame)
assert.are.equal(3, 1 + 2)
io.write("done\n")
