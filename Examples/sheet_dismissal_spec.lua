-- A list that opens a sheet when a row is tapped: the sheet pulled halfway and released, and
-- whether the tapped row is still selected once the sheet is gone. The same code on iOS 12 and
-- iOS 17, where `automatic` means two different things (rules 15.1, 15.2, 8.5).

-- A list in a navigation controller; tapping a row presents a "Details" controller with the
-- default style, as `present(details, animated: true)` does in an app.
local function listThatPresents(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 20 }, rowHeight = 44, title = "List" }
  local nav = world:NavigationController(list)
  world:show(nav)
  local details = world:ViewController{ title = "Details" }
  list.tableView.delegate = {
    didSelectRowAt = function(_, _, _) list:present(details, true) end,
  }
  list.tableView:tap(ui.IndexPath(3, 0))
  world:settle()
  return world, list, details
end

describe("a sheet over a list", function()
  it("on iOS 17 is a card the user can pull down; released past half, it goes (rules 15.5, 15.7)", function()
    local world, list, details = listThatPresents(17)
    assert.are.equal("automatic", details.modalPresentationStyle)
    assert.are.equal(details, list.presentedViewController)

    local pull = details:beginInteractiveDismiss()
    pull:update(0.25)                               -- a quarter of the way down...
    assert.is_false(pull:release{ velocity = 50 })  -- ...and let go: it comes back
    world:settle()
    assert.are.equal(details, list.presentedViewController)

    pull = details:beginInteractiveDismiss()
    pull:update(0.5)
    pull:updateTranslation(600)                     -- past half, then released
    assert.is_true(pull:release{ velocity = 200 })
    world:settle()
    assert.is_nil(list.presentedViewController)
  end)

  it("on iOS 17 keeps the row selected: the list never disappeared (rule 8.5)", function()
    local world, list, details = listThatPresents(17)
    local pull = details:beginInteractiveDismiss()
    pull:update(0.7)
    pull:release{ velocity = 0 }
    world:settle()
    assert.are.equal(ui.IndexPath(3, 0), list.tableView:indexPathForSelectedRow())
  end)

  it("on iOS 12 is full screen: no pull, and dismissing it clears the row (rules 15.2, 15.3, 8.5)", function()
    local world, list, details = listThatPresents(12)
    local pull, why = details:beginInteractiveDismiss()
    assert.is_nil(pull)
    assert.matches("fullScreen", why)
    details:dismiss(true)                           -- the app's Done button
    world:settle()
    assert.is_nil(list.tableView:indexPathForSelectedRow())
  end)
end)
