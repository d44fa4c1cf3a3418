-- What a declared test costs in Lua memory (issue 15): a test is a table of four fields of its
-- own (name, function, line, occurrence); what a block's tests share (their kind, block and
-- scope) is kept once by the block. It was about 265 bytes a test, 10,000 tests 2.6 MiB.
describe("declaring tests", function()
  local function body() end
  collectgarbage()
  collectgarbage()
  local before = collectgarbage("count")
  for _ = 1, 64 do it("costs a small table", body) end
  collectgarbage()
  collectgarbage()
  local per_test = (collectgarbage("count") - before) * 1024 / 64

  it("keeps each test under 200 bytes, its slot in the block's list included", function()
    assert.is_true(per_test < 200, ("%.0f bytes a test"):format(per_test))
  end)
end)
