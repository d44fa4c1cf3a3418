-- Under --sandbox, a recording's files are written through the same check as io.open.
it("refuses to write a recording outside the working directory", function()
  local world = ui.World{}
  local tl = world:record{ t = function() return world.time end }
  local ok, message = pcall(tl.svg, tl, "/tmp/alongside-sandbox-refused.svg")
  assert.is_false(ok)
  assert.matches("writing outside the working directory is not available under --sandbox", message, 1, true)
  ok, message = pcall(tl.csv, tl, "../escaped.csv")
  assert.is_false(ok)
  assert.matches("not available under --sandbox", message, 1, true)
end)
