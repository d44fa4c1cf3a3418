-- Swipe to delete, as an inbox does it: a swipe the user thinks better of springs back and
-- deletes nothing; a swipe past the Delete button opens the row, and tapping Delete removes it.
-- The same screen on iOS 10 (the Delete button of `commit editingStyle`) and iOS 17 (a trailing
-- swipe-actions configuration, with a full swipe).

-- An inbox of `n` messages whose data source deletes through `commit` (the pre-iOS 11 way) and
-- whose delegate, where iOS has them, offers Archive and Delete swipe actions.
local function inbox(ios, n)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rowHeight = 60, title = "Inbox" }
  world:show(list)
  local tv = list.tableView
  local messages = {}
  for i = 1, n do messages[i] = "Message " .. i end
  local function delete(ip)
    table.remove(messages, ip.row + 1)
    tv:deleteRows({ ip }, "automatic")
  end
  tv.dataSource = {
    numberOfRowsInSection = function() return #messages end,
    commit = function(_, _, style, ip) if style == "delete" then delete(ip) end end,
  }
  tv.delegate = {
    trailingSwipeActionsConfigurationForRowAt = function(_, _, ip)
      return { actions = {
        { title = "Delete", style = "destructive",
          handler = function(_, completion) delete(ip); completion(true) end },
        { title = "Archive", handler = function(_, completion) completion(true) end },
      } }
    end,
  }
  return world, tv, messages
end

for _, ios in ipairs{ 10, 17 } do
  describe("swipe to delete on iOS " .. ios, function()
    it("springs back from a swipe that is let go early, deleting nothing", function()
      local world, tv, messages = inbox(ios, 5)
      local swipe = tv:swipeRow(ui.IndexPath(2, 0))
      swipe:updateTranslation(-20)
      assert.are.equal("closed", swipe:release{ velocity = 50 })   -- rule 13.4: back to the right
      assert.are.equal(5, #messages)
      assert.is_false(tv.isEditing)                                -- rule 13.7
      world:settle()
    end)

    it("opens the row past its button and deletes on a tap of Delete", function()
      local world, tv, messages = inbox(ios, 5)
      local swipe = tv:swipeRow(ui.IndexPath(2, 0))
      swipe:update(-0.4)
      assert.are.equal("open", swipe:release{ velocity = -100 })
      -- rules 13.1, 13.6: iOS 17 shows the delegate's actions, iOS 10 only the Delete button
      assert.are.same(ios >= 11 and { "Delete", "Archive" } or { "Delete" }, swipe.actions)
      swipe:tapAction("Delete")
      world:settle()
      assert.are.equal(4, #messages)
      assert.are.equal(4, tv:numberOfRowsInSection(0))
      assert.are.equal("Message 4", messages[3])
    end)
  end)
end

describe("a full swipe", function()
  it("deletes at once on iOS 17, and only opens the row on iOS 10", function()
    for _, ios in ipairs{ 10, 17 } do
      local world, tv, messages = inbox(ios, 3)
      local swipe = tv:swipeRow(ui.IndexPath(0, 0))
      swipe:update(-0.9)
      swipe:release{ velocity = -800 }
      world:settle()
      -- rules 13.2, 13.6
      assert.are.equal(ios >= 11 and 2 or 3, #messages)
    end
  end)
end)
