-- Primary actions (iOS >= 16): tv.delegate's canPerformPrimaryActionForRowAt /
-- performPrimaryActionForRowAt (rule 1.14 step 6) and cv.delegate's canPerformPrimaryActionForItemAt /
-- performPrimaryActionForItemAt (rule 3.40).
local IP = ui.IndexPath

local function listOf(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 10 }, rowHeight = 44, title = "List" }
  world:show(list)
  return list.tableView
end

local function grid(ios)
  local world = ui.World{ ios = ios }
  local g = world:CollectionViewController{ items = { 30 }, itemSize = { 100, 100 }, title = "Grid" }
  world:show(g)
  return g.collectionView
end

-- A delegate that notes every call of `names` as "name index" in its `calls`; `answers[name]`
-- is what that function returns (a function of the index path, or a value).
local function recorder(names, answers)
  answers = answers or {}
  local d = { calls = {} }
  for _, name in ipairs(names) do
    d[name] = function(self, _, p)
      self.calls[#self.calls + 1] = name .. " " .. (p.row or p.item)
      local a = answers[name]
      if type(a) == "function" then return a(p) end
      if a ~= nil then return a end
      if name:sub(1, 6) == "should" or name:sub(1, 6) == "canPer" then return true end
      if name:sub(1, 4) == "will" then return p end
    end
  end
  return d
end

local rowNames = { "willSelectRowAt", "didSelectRowAt", "didDeselectRowAt", "didUnhighlightRowAt",
                   "canPerformPrimaryActionForRowAt", "performPrimaryActionForRowAt" }
local itemNames = { "shouldSelectItemAt", "didSelectItemAt", "didDeselectItemAt", "didUnhighlightItemAt",
                    "canPerformPrimaryActionForItemAt", "performPrimaryActionForItemAt" }

describe("tv.delegate primary actions", function()
  it("are not asked before iOS 16 (rule 1.14 step 6)", function() -- rule 1.14
    local tv = listOf(15)
    local d = recorder(rowNames)
    tv.delegate = d
    tv:tap(IP(2, 0))
    assert.are.same({ "didUnhighlightRowAt 2", "willSelectRowAt 2", "didSelectRowAt 2" }, d.calls)
  end)

  it("come after didSelectRowAt on iOS 17 (rule 1.14 step 6)", function() -- rule 1.14
    local tv = listOf(17)
    local d = recorder(rowNames)
    tv.delegate = d
    tv:tap(IP(2, 0))
    assert.are.same({ "didUnhighlightRowAt 2", "willSelectRowAt 2", "didSelectRowAt 2",
                      "canPerformPrimaryActionForRowAt 2", "performPrimaryActionForRowAt 2" }, d.calls)
  end)

  it("run when willSelectRowAt returns nil, and the old selection stays (rule 1.14 step 6)", function() -- rule 1.14
    local tv = listOf(17)
    tv:tap(IP(1, 0))
    local d = recorder(rowNames, { willSelectRowAt = function() return nil end })
    tv.delegate = d
    tv:tap(IP(4, 0))
    assert.are.same({ "didUnhighlightRowAt 4", "willSelectRowAt 4",
                      "canPerformPrimaryActionForRowAt 4", "performPrimaryActionForRowAt 4" }, d.calls)
    assert.are.equal(IP(1, 0), tv:indexPathForSelectedRow())
  end)

  it("perform the tapped row when willSelectRowAt redirects the selection (rule 1.14 step 6 [SIM])", function() -- rule 1.14
    local tv = listOf(17)
    local performed
    tv.delegate = {
      willSelectRowAt = function(_, _, p) return IP(p.row + 1, 0) end,
      performPrimaryActionForRowAt = function(_, t, p)
        assert.are.equal(tv, t)
        performed = p
      end,
    }
    tv:tap(IP(2, 0))
    assert.are.equal(IP(3, 0), tv:indexPathForSelectedRow())
    assert.are.equal(IP(2, 0), performed)
  end)

  it("false from canPerformPrimaryActionForRowAt skips the action (rule 1.14 step 6)", function() -- rule 1.14
    local tv = listOf(17)
    local d = recorder(rowNames, { canPerformPrimaryActionForRowAt = function(p) return p.row ~= 3 end })
    tv.delegate = d
    tv:tap(IP(3, 0))
    tv:tap(IP(5, 0))
    local performed = {}
    for _, c in ipairs(d.calls) do
      if c:find("^perform") then performed[#performed + 1] = c end
    end
    assert.are.same({ "performPrimaryActionForRowAt 5" }, performed)
  end)

  it("are not performed while editing unless canPerformPrimaryActionForRowAt says so (rule 1.14 step 6)", function() -- rule 1.14
    local tv = listOf(17)
    tv.allowsSelectionDuringEditing = true
    tv:setEditing(true, false)
    local count = 0
    local d = { performPrimaryActionForRowAt = function() count = count + 1 end }
    tv.delegate = d
    tv:tap(IP(2, 0))
    assert.are.equal(0, count)
    d.canPerformPrimaryActionForRowAt = function() return true end
    tv:tap(IP(3, 0))
    assert.are.equal(1, count)
  end)

  it("are not performed in multiple selection mode (rule 1.14 step 6 [SIM])", function() -- rule 1.14
    local tv = listOf(17)
    tv.allowsMultipleSelection = true
    local d = recorder(rowNames)
    tv.delegate = d
    tv:tap(IP(2, 0))
    assert.are.same({ "didUnhighlightRowAt 2", "willSelectRowAt 2", "didSelectRowAt 2" }, d.calls)
  end)

  it("raise a wrong result of canPerformPrimaryActionForRowAt and keep UIKit's default", function() -- rule 1.14
    local tv = listOf(17)
    local performed = 0
    tv.delegate = {
      canPerformPrimaryActionForRowAt = function() return "yes" end,
      performPrimaryActionForRowAt = function() performed = performed + 1 end,
    }
    assert.has_error(function() tv:tap(IP(2, 0)) end,
      "tv.delegate.canPerformPrimaryActionForRowAt: boolean expected as result, got string")
    assert.are.equal(1, performed)
  end)
end)

describe("cv.delegate primary actions", function()
  it("are not asked before iOS 16 (rule 3.40)", function() -- rule 3.40
    local cv = grid(15)
    local d = recorder(itemNames)
    cv.delegate = d
    cv:tap(IP(2, 0))
    assert.are.same({ "shouldSelectItemAt 2", "didSelectItemAt 2", "didUnhighlightItemAt 2" }, d.calls)
  end)

  it("come after didSelectItemAt, before the unhighlight, on iOS 17 (rule 3.40)", function() -- rule 3.40
    local cv = grid(17)
    local d = recorder(itemNames)
    cv.delegate = d
    cv:tap(IP(2, 0))
    assert.are.same({ "shouldSelectItemAt 2", "didSelectItemAt 2", "canPerformPrimaryActionForItemAt 2",
                      "performPrimaryActionForItemAt 2", "didUnhighlightItemAt 2" }, d.calls)
  end)

  it("run when shouldSelectItemAt returns false, and the old selection stays (rule 3.40)", function() -- rule 3.40
    local cv = grid(17)
    cv:tap(IP(1, 0))
    local d = recorder(itemNames, { shouldSelectItemAt = false })
    cv.delegate = d
    cv:tap(IP(4, 0))
    assert.are.same({ "shouldSelectItemAt 4", "canPerformPrimaryActionForItemAt 4",
                      "performPrimaryActionForItemAt 4", "didUnhighlightItemAt 4" }, d.calls)
    assert.are.same({ IP(1, 0) }, cv:indexPathsForSelectedItems())
  end)

  it("false from canPerformPrimaryActionForItemAt skips the action, and self is the delegate (rule 3.40)", function() -- rule 3.40
    local cv = grid(17)
    local d = { performed = 0 }
    function d:canPerformPrimaryActionForItemAt(_, p) return p.item ~= 3 end
    function d:performPrimaryActionForItemAt() self.performed = self.performed + 1 end
    cv.delegate = d
    cv:tap(IP(3, 0))
    assert.are.equal(0, d.performed)
    cv:tap(IP(5, 0))
    assert.are.equal(1, d.performed)
  end)

  it("report an error raised by performPrimaryActionForItemAt (rule 3.40)", function() -- rule 3.40
    local cv = grid(17)
    cv.delegate = { performPrimaryActionForItemAt = function() error("boom") end }
    assert.has_error(function() cv:tap(IP(2, 0)) end)
    local ok, err = pcall(cv.tap, cv, IP(3, 0))
    assert.is_false(ok)
    assert.matches("boom", tostring(err))
  end)
end)
