-- Strictness and tostring for the issue-9 reach (navigation, swipe, coordinator, views,
-- animators): a misspelt option or field gives the did-you-mean error, per type.

local function message(f)
  local ok, err = pcall(f)
  assert.is_false(ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

local function scene()
  local world = ui.World{}
  local root = world:ViewController{ title = "A" }
  local nav = world:NavigationController(root)
  world:show(nav)
  nav:pushViewController(world:ViewController{ title = "B" }, false)
  return world, nav, root
end

describe("misspelt names on the new types", function()
  it("world:PropertyAnimator's options", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'PropertyAnimator' (unknown option 'dampingratio' for world:PropertyAnimator (did you mean 'dampingRatio'?))",
      message(function() world:PropertyAnimator{ duration = 1, dampingratio = 0.5 } end))
  end)

  it("animate's spring options", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'animate' (unknown option 'usingSpringWithDampening' for world:animate (did you mean 'usingSpringWithDamping'?))",
      message(function() world:animate{ duration = 1, usingSpringWithDampening = 0.5, animations = function() end } end))
  end)

  it("PropertyAnimator fields", function()
    local a = ui.World{}:PropertyAnimator{ duration = 1 }
    assert.are.equal("attempt to read unknown field 'fractionCompleted' of PropertyAnimator (did you mean 'fractionComplete'?)",
      message(function() return a.fractionCompleted end))
  end)

  it("the gesture recognizer's fields", function()
    local _, nav = scene()
    local g = nav.interactivePopGestureRecognizer
    assert.are.equal("attempt to assign to unknown field 'enabled' of ScreenEdgePanGestureRecognizer (did you mean 'isEnabled'?)",
      message(function() g.enabled = false end))
  end)

  it("the navigation controller's new fields", function()
    local _, nav = scene()
    assert.are.equal("attempt to read unknown field 'interactivePopGestureRecogniser' of NavigationController (did you mean 'interactivePopGestureRecognizer'?)",
      message(function() return nav.interactivePopGestureRecogniser end))
    assert.are.equal("attempt to read unknown field 'popToRootViewControllers' of NavigationController (did you mean 'popToRootViewController'?)",
      message(function() return nav.popToRootViewControllers end))
  end)

  it("the swipe's and the coordinator's new names", function()
    local _, nav, root = scene()
    local swipe = nav:beginInteractivePop()
    assert.are.equal("attempt to assign to unknown field 'completionSpeeds' of InteractivePop (did you mean 'completionSpeed'?)",
      message(function() swipe.completionSpeeds = 2 end))
    local c = root:transitionCoordinator()
    assert.are.equal("attempt to read unknown field 'containerview' of TransitionCoordinator (did you mean 'containerView'?)",
      message(function() return c.containerview end))
    swipe:cancel()
  end)

  it("the view's new fields", function()
    local v = ui.World{}:View{}
    assert.are.equal("attempt to assign to unknown field 'hidden' of View (did you mean 'isHidden'?)",
      message(function() v.hidden = true end))
  end)
end)

describe("misspelt names on the types the other specs leave out", function()
  it("a plain ViewController's fields", function()
    local _, _, root = scene()
    assert.are.equal("attempt to read unknown field 'tilte' of ViewController (did you mean 'title'?)",
      message(function() return root.tilte end))
    assert.are.equal("attempt to assign to unknown field 'viewWillApear' of ViewController (did you mean 'viewWillAppear'?)",
      message(function() root.viewWillApear = function() end end))
  end)

  it("CollectionViewCell.super", function()
    local world = ui.World{}
    local grid = world:CollectionViewController{ items = { 3 } }
    world:show(grid)
    local item = grid.collectionView:cellForItem(ui.IndexPath(0, 0))
    assert.are.equal("attempt to read unknown field 'prepareForReus' of CollectionViewCell.super (did you mean 'prepareForReuse'?)",
      message(function() return item.super.prepareForReus end))
  end)

  it("CollectionViewFlowLayout, read", function()
    local world = ui.World{}
    local grid = world:CollectionViewController{ items = { 3 } }
    assert.are.equal("attempt to read unknown field 'minimumLineSpace' of CollectionViewFlowLayout (did you mean 'minimumLineSpacing'?)",
      message(function() return grid.collectionView.collectionViewLayout.minimumLineSpace end))
  end)

  it("cv:registerCell's class", function()
    local world = ui.World{}
    local cv = world:CollectionViewController{ items = { 3 } }.collectionView
    assert.are.equal("bad argument #2 to 'registerCell' ('prepareForReus' in the cell class is never called (did you mean 'prepareForReuse'?))",
      message(function() cv:registerCell("Cell", { prepareForReus = function() end }) end))
  end)

  it("ui.animate's spring velocity and world:PropertyAnimator's animations", function()
    local world = ui.World{}
    assert.are.equal("bad argument #1 to 'animate' (unknown option 'initialSpringVelocty' for ui.animate (did you mean 'initialSpringVelocity'?))",
      message(function()
        ui.animate{ world = world, duration = 1, initialSpringVelocty = 1, animations = function() end }
      end))
    assert.are.equal("bad argument #1 to 'PropertyAnimator' (unknown option 'animation' for world:PropertyAnimator (did you mean 'animations'?))",
      message(function() world:PropertyAnimator{ duration = 1, animation = function() end } end))
  end)

  it("the gesture recognizer's state", function()
    local _, nav = scene()
    assert.are.equal("attempt to read unknown field 'stat' of ScreenEdgePanGestureRecognizer (did you mean 'state'?)",
      message(function() return nav.interactivePopGestureRecognizer.stat end))
  end)
end)

describe("tostring of the new types", function()
  it("shows the recognizer's state and the animator's", function()
    local world, nav = scene()
    local g = nav.interactivePopGestureRecognizer
    assert.are.equal("ScreenEdgePanGestureRecognizer possible", tostring(g))
    g.isEnabled = false
    assert.are.equal("ScreenEdgePanGestureRecognizer possible, disabled", tostring(g))
    local a = world:PropertyAnimator{ duration = 1, animations = function() end }
    assert.are.equal("PropertyAnimator inactive", tostring(a))
    a:startAnimation()
    assert.are.equal("PropertyAnimator active, running", tostring(a))
    a:stopAnimation(false)
    assert.are.equal("PropertyAnimator stopped", tostring(a))
  end)
end)

describe("misspelt method names in delegates and data sources", function()
  it("tv.delegate and tv.dataSource refuse a near miss of a name UISim calls", function()
    local world = ui.World{}
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    assert.are.equal("bad value for field 'delegate' ('didSelectRowAtt' is never called (did you mean 'didSelectRowAt'?))",
      message(function() tv.delegate = { didSelectRowAtt = function() end } end))
    assert.are.equal("bad value for field 'dataSource' ('numberOfRowInSection' is never called (did you mean 'numberOfRowsInSection'?))",
      message(function() tv.dataSource = { numberOfRowInSection = function() return 1 end } end))
    assert.is_nil(tv.delegate)                     -- nothing was assigned
  end)

  it("cv.delegate, cv.dataSource and nav.delegate do the same", function()
    local world = ui.World{}
    local cv = world:CollectionViewController{ items = { 3 } }.collectionView
    assert.are.equal("bad value for field 'delegate' ('shouldSelectItem' is never called (did you mean 'shouldSelectItemAt'?))",
      message(function() cv.delegate = { shouldSelectItem = function() return false end } end))
    assert.are.equal("bad value for field 'dataSource' ('cellForItemAT' is never called (did you mean 'cellForItemAt'?))",
      message(function() cv.dataSource = { numberOfItemsInSection = function() return 1 end, cellForItemAT = function() end } end))
    local _, nav = scene()
    assert.are.equal("bad value for field 'delegate' ('didshow' is never called (did you mean 'didShow'?))",
      message(function() nav.delegate = { didshow = function() end } end))
  end)

  it("accepts state and helpers of the object's own, and the exact names", function()
    local world = ui.World{}
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    local d = { count = 0, rows = {}, label = "x", didSelectRowAt = function(self) self.count = self.count + 1 end,
                didDeselectRowAt = function() end }
    tv.delegate = d
    tv:tap(ui.IndexPath(0, 0))
    assert.are.equal(1, d.count)
  end)
end)

describe("misspelt keys in rects, points, sizes, insets and transforms", function()
  it("are refused with a suggestion, wherever a shape is read", function()
    local world = ui.World{}
    local v = world:View{ frame = { x = 0, y = 0, width = 10, height = 10 } }
    assert.are.equal("bad value for field 'frame' (unknown key 'widht' (did you mean 'width'?))",
      message(function() v.frame = { x = 0, y = 0, widht = 1, height = 1 } end))
    assert.are.equal("bad argument #1 to 'View' (field 'frame': unknown key 'hieght' (did you mean 'height'?))",
      message(function() world:View{ frame = { x = 0, y = 0, width = 1, hieght = 1 } } end))
    assert.are.equal("bad value for field 'center' (unknown key 'X' (did you mean 'x'?))",
      message(function() v.center = { X = 1, y = 2 } end))
    assert.are.equal("bad value for field 'transform' (unknown key 'txx' (did you mean 'tx'?))",
      message(function() v.transform = { a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0, txx = 3 } end))
    local tv = world:TableViewController{ rows = { 3 } }.tableView
    assert.are.equal("bad value for field 'contentInset' (unknown key 'botom' (did you mean 'bottom'?))",
      message(function() tv.contentInset = { top = 0, left = 0, botom = 0, right = 0 } end))
    assert.are.equal("bad argument #1 to 'indexPathForRow' (unknown key 'z' (known keys: x, y))",
      message(function() tv:indexPathForRow{ x = 1, y = 1, z = 0 } end))
    local layout = world:CollectionViewController{ items = { 3 } }.collectionView.collectionViewLayout
    assert.are.equal("bad value for field 'itemSize' (unknown key 'widht' (did you mean 'width'?))",
      message(function() layout.itemSize = { widht = 10, height = 10 } end))
    assert.are.equal(10, v.frame.width)                      -- nothing was changed
  end)
end)
