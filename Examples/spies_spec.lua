-- Spies and stubs from luassert; whatever a test spies on is restored after it.

describe("a notifier", function()
  local notifier = {
    send = function(who, text) return "sent " .. text .. " to " .. who end,
  }

  it("calls its sender once per message", function()
    local send = spy.on(notifier, "send")
    notifier.send("ana", "hello")
    assert.spy(send).was.called(1)
    assert.spy(send).was.called_with("ana", "hello")
  end)

  it("can be stubbed", function()
    stub(notifier, "send").returns("queued")
    assert.are.equal("queued", notifier.send("bo", "hi"))
  end)

  it("is itself again after each test", function()
    assert.are.equal("sent hi to bo", notifier.send("bo", "hi"))
  end)
end)
