-- A crash in a block's setup, after the runner declared the block's tests and before any of
-- them ran: the supervisor still names each (the declarations reach it before the setup runs).
describe("setup crash", function()
  setup(function()
    local abort = assert(package.loadlib("libc.so.6", "abort"))
    abort()
  end)
  it("first", function() end)
  it("second", function() end)
end)
