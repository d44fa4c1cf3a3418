-- Fixture: names and messages with characters that break naive XML writers.
describe("quotes \" and 'apostrophes' <tags> & ampersands", function()
  it("has a NUL \0 and an ESC \27 and bad UTF-8 \255\254 and emoji 🚀", function()
    print("output with ]]> and \1 control")
    error("message with <xml> & \"quotes\" and \0 NUL")
  end)
end)
