-- Only successes, in two blocks: the layouts' quiet path.
describe("Stack", function()
  it("starts empty", function()
    assert.is_true(#{} == 0)
  end)
  it("pushes", function()
    local s = {}
    s[#s + 1] = 1
    assert.are.same({ 1 }, s)
  end)
end)

describe("Queue", function()
  it("keeps order", function()
    assert.are.same({ 1, 2 }, { 1, 2 })
  end)
end)
