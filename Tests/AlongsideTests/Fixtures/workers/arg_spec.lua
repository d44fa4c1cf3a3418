-- Fixture: prints the global `arg` (the supervisor's command line, even in a worker process).
describe("arg", function()
  it("is the command line", function()
    print("arg[-2]=" .. tostring(arg[-2]) .. " arg[-1]=" .. tostring(arg[-1]) .. " arg[-3]=" .. tostring(arg[-3]))
    print("arg[0]=" .. tostring(arg[0]) .. " #arg=" .. #arg .. " arg[1..]=" .. table.concat(arg, " "))
  end)
end)
