-- Modal presentation (rules 15.1–15.10): styles per era, the presenter's appearance calls,
-- pulling a sheet down, the presentation controller delegate, and bad input.

-- A world showing "Home", and a controller "Sheet" ready to present in `style`.
local function scene(ios, style)
  local world = ui.World{ ios = ios }
  local home = world:ViewController{ title = "Home" }
  world:show(home)
  local sheet = world:ViewController{ title = "Sheet" }
  if style then sheet.modalPresentationStyle = style end
  return world, home, sheet, #world.log
end

local function since(world, start)
  return { table.unpack(world.log, start + 1) }
end

describe("vc:present", function()
  it("presents full screen: the presenter disappears and comes back (rules 15.3, 15.6)", function()
    local world, home, sheet, start = scene(17, "fullScreen")
    local done = 0
    home:present(sheet, true, function() done = done + 1 end)
    assert.are.equal(sheet, home.presentedViewController)
    assert.are.equal(home, sheet.presentingViewController)
    assert.are.equal(0, done)
    world:settle()
    assert.are.equal(1, done)
    sheet:dismiss(true, function() done = done + 1 end)
    world:settle()
    assert.are.equal(2, done)
    assert.is_nil(home.presentedViewController)
    assert.are.same({
      "Sheet.viewDidLoad()", "Home.viewWillDisappear(true)", "Sheet.viewWillAppear(true)",
      "Home.viewDidDisappear(true)", "Sheet.viewDidAppear(true)",
      "Sheet.viewWillDisappear(true)", "Home.viewWillAppear(true)",
      "Sheet.viewDidDisappear(true)", "Home.viewDidAppear(true)",
    }, since(world, start))
  end)

  it("resolves automatic to a page sheet on iOS 13+ and full screen before (rules 15.1, 15.2)", function()
    local _, _, sheet17 = scene(17)
    assert.are.equal("automatic", sheet17.modalPresentationStyle)
    for ios, expected in pairs{ [12] = { "Home.viewWillDisappear(false)", "Home.viewDidDisappear(false)" }, [17] = {} } do
      local world, home, sheet, start = scene(ios)
      home:present(sheet, false)
      local homeCalls = {}
      for _, line in ipairs(since(world, start)) do
        if line:find("^Home") then homeCalls[#homeCalls + 1] = line end
      end
      assert.are.same(expected, homeCalls)
    end
  end)

  it("leaves the presenter alone for a page sheet and overFullScreen on iOS 17 (rules 15.4, 15.5)", function()
    for _, style in ipairs{ "pageSheet", "formSheet", "overFullScreen" } do
      local world, home, sheet, start = scene(17, style)
      home:present(sheet, true)
      world:settle()
      home:dismiss(false)
      for _, line in ipairs(since(world, start)) do
        assert.is_nil(line:find("Home", 1, true), style .. ": " .. line)
      end
    end
  end)

  it("has a transition coordinator both controllers see (rule 15.11)", function()
    local world, home, sheet = scene(17, "pageSheet")
    local seen
    function sheet:viewWillAppear(animated)
      seen = self:transitionCoordinator()
    end
    home:present(sheet, true)
    assert.are.equal("pageSheet", seen.presentationStyle)
    assert.are.equal(home, seen:viewControllerForKey("from"))
    assert.are.equal(seen, home:transitionCoordinator())
    local done
    seen:animateAlongsideTransition(nil, function(ctx) done = not ctx.isCancelled end)
    world:settle()
    assert.is_true(done)
    assert.is_nil(sheet:transitionCoordinator())
    local pull = sheet:beginInteractiveDismiss()
    pull:update(0.4)
    local c = sheet:transitionCoordinator()
    assert.is_true(c.isInteractive)
    assert.are.equal(0.4, c.percentComplete)
    pull:cancel()
    assert.is_true(c.isCancelled)
    world:settle()
  end)

  it("shows the presented controller in the render (rule 15.10)", function()
    local world, home, sheet = scene(17, "pageSheet")
    home:present(sheet, false)
    local picture = world:render()
    assert.truthy(picture:find('presented (pageSheet) ViewController "Sheet" {x=0, y=50, width=390, height=794}', 1, true), picture)
    local old, home12, sheet12 = scene(12, "pageSheet")
    home12:present(sheet12, false)
    assert.truthy(old:render():find('presented (pageSheet as fullScreen)', 1, true))
  end)
end)

describe("sheet:beginInteractiveDismiss", function()
  local function presented(ios)
    local world, home, sheet = scene(ios or 17)
    local heard = {}
    sheet.presentationControllerDelegate = {
      presentationControllerShouldDismiss = function(_, vc) heard[#heard + 1] = "should " .. vc.title; return true end,
      presentationControllerWillDismiss = function(_, vc) heard[#heard + 1] = "will " .. vc.title end,
      presentationControllerDidDismiss = function(_, vc) heard[#heard + 1] = "did " .. vc.title end,
      presentationControllerDidAttemptToDismiss = function(_, vc) heard[#heard + 1] = "attempt " .. vc.title end,
    }
    home:present(sheet, true)
    world:settle()
    return world, home, sheet, heard, #world.log
  end

  it("dismisses a sheet pulled past half and released (rules 15.5, 15.7)", function()
    local world, home, sheet, heard, start = presented()
    local pull = sheet:beginInteractiveDismiss()
    pull:update(0.3)
    pull:updateTranslation(500)
    assert.is_true(pull.percentComplete > 0.6)
    assert.is_true(pull:release{ velocity = 100 })
    world:settle()
    assert.is_true(pull.isComplete)
    assert.is_nil(home.presentedViewController)
    assert.are.same({ "should Sheet", "will Sheet", "did Sheet" }, heard)
    assert.are.same({ "Sheet.viewWillDisappear(true)", "Sheet.viewDidDisappear(true)" }, since(world, start))
  end)

  it("keeps a sheet released near the top: no DidDismiss, its appearance again (rule 15.7)", function()
    local world, home, sheet, heard, start = presented()
    local pull = sheet:beginInteractiveDismiss()
    pull:update(0.2)
    assert.is_false(pull:release{ velocity = 0 })
    world:settle()
    assert.are.equal(sheet, home.presentedViewController)
    assert.are.same({ "should Sheet", "will Sheet" }, heard)
    assert.are.same({ "Sheet.viewWillDisappear(true)", "Sheet.viewWillAppear(true)", "Sheet.viewDidAppear(true)" },
      since(world, start))
  end)

  it("refuses a pull on a sheet modal in presentation (rule 15.8)", function()
    local world, home, sheet, heard = presented()
    sheet.isModalInPresentation = true
    local pull = sheet:beginInteractiveDismiss()
    assert.is_true(pull.isRefused)
    pull:update(1)
    pull:finish()
    world:settle()
    assert.are.equal(sheet, home.presentedViewController)
    assert.are.same({ "attempt Sheet" }, heard)
    assert.is_true(sheet.isModalInPresentation)
  end)

  it("does not tell the delegate about dismiss(animated:) (rule 15.7)", function()
    local world, home, _, heard = presented()
    home:dismiss(true)
    world:settle()
    assert.are.same({}, heard)
  end)

  it("has no pull on iOS 12, where the sheet is full screen (rules 15.2, 15.5)", function()
    local _, _, sheet = presented(12)
    local pull, why = sheet:beginInteractiveDismiss()
    assert.is_nil(pull)
    assert.matches("only a sheet can be pulled down", why, 1, true)
  end)
end)

describe("the slide on the clock", function()
  it("moves the presented view up over the presentation's duration, in both eras (rules 15.6, 15.11)", function()
    for _, ios in ipairs{ 10, 17 } do
      local world, home, sheet = scene(ios, "fullScreen")
      home:present(sheet, true)
      world:advance(0.175)
      local y = sheet.view.frame.y
      assert.is_true(y > 0 and y < 844, "iOS " .. ios .. ": " .. y)
      world:settle()
      assert.are.equal(0, sheet.view.frame.y)
    end
  end)
end)

describe("bad input", function()
  it("refuses a dismiss with nothing presented (rule 15.7)", function()
    local _, home = scene(17)
    assert.has_error(function() home:dismiss(true) end,
      "attempt to call 'dismiss' on a ViewController that neither presents nor is presented (nothing to dismiss)")
  end)

  it("raises UIKit's exception when presenting a presented controller (rule 15.9)", function()
    local world, home, sheet = scene(17)
    home:present(sheet, false)
    local other = world:ViewController{ title = "Other" }
    assert.has_error(function() other:present(sheet, false) end,
      "Application tried to present modally an active controller <Sheet>.")
  end)

  it("refuses to present from a controller that is not on screen (rule 15.9)", function()
    local world = ui.World{ ios = 17 }
    local offscreen = world:ViewController{ title = "Off" }
    assert.has_error(function() offscreen:present(world:ViewController{}, true) end,
      "attempt to call 'present' on a ViewController whose view is not in the window (world:show(vc) first)")
  end)

  it("refuses a release once the finger has lifted, and unknown option keys (rule 15.5)", function()
    local world, home, sheet = scene(17)
    home:present(sheet, false)
    local pull = sheet:beginInteractiveDismiss()
    assert.has_error(function() pull:release{ velocty = 1 } end)
    pull:cancel()
    assert.has_error(function() pull:release{ velocity = 1 } end)
    world:settle()
  end)

  it("refuses an unknown style and a misspelt delegate method", function()
    local _, _, sheet = scene(17)
    assert.has_error(function() sheet.modalPresentationStyle = "sheet" end)
    assert.has_error(function() sheet.presentationControllerDelegate = { presentationControllerDidDismis = function() end } end)
  end)
end)
