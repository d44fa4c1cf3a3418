-- The two extension helpers that the seeds' readers wrote, shipped in the `ui` module (rule 0.5):
--
--   tv:deselectRowWithCoordinator(coordinator, animated)
--       UITableView.deselectRow(with:animated:) from the comments on the smileyborg gist: deselect
--       the selected row alongside the coordinator's transition, select it again if the
--       transition is cancelled, and deselect with `animated` when there is no coordinator.
--
--   vc:deselectItem(collectionView, withTransition)
--       UIViewController.deselectItem(withTransition:collectionView:) from the article "How to
--       Improve UITableView and UICollectionView Cell Deselection with Swift Code Examples": the
--       same for the first selected item of a collection view; without a transition (or with
--       withTransition == false) it always deselects with animation, as the article's code does.
--
-- With them, the whole fix is one line in viewWillAppear.

local row, item = ui.IndexPath(2, 0), ui.IndexPath(4, 0)

-- `controller` under a pushed detail, after a tap on `tapped` in its list `view`.
local function underDetail(world, controller, view, tapped)
  local nav = world:NavigationController(controller)
  world:show(nav)
  view:tap(tapped)
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  return nav
end

local function tableScene(ios)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 10 }, clearsSelectionOnViewWillAppear = false }
  function list:viewWillAppear(animated)
    self.super:viewWillAppear(animated)
    self.tableView:deselectRowWithCoordinator(self:transitionCoordinator(), animated)
  end
  return world, underDetail(world, list, list.tableView, row), list.tableView
end

local function gridScene(ios)
  local world = ui.World{ ios = ios }
  local grid = world:CollectionViewController{ items = { 12 }, clearsSelectionOnViewWillAppear = false }
  function grid:viewWillAppear(animated)
    self.super:viewWillAppear(animated)
    self:deselectItem(self.collectionView)
  end
  return world, underDetail(world, grid, grid.collectionView, item), grid.collectionView
end

for _, ios in ipairs{ 10, 17 } do
  describe("tv:deselectRowWithCoordinator (iOS " .. ios .. ")", function()
    it("clears the row when the swipe back finishes", function() -- rule 0.5
      local world, nav, tv = tableScene(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe:finish()
      world:settle(2)
      assert.is_nil(tv:indexPathForSelectedRow())
    end)

    it("selects the row again when the swipe back is cancelled", function() -- rule 0.5
      local world, nav, tv = tableScene(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe:cancel()
      world:settle(2)
      assert.are.equal(row, tv:indexPathForSelectedRow())
      assert.are.equal(1, tv:cellForRow(row).selectionAlpha)
    end)

    it("deselects without animation when the pop is not animated", function() -- rule 0.5
      local _, nav, tv = tableScene(ios)
      nav:popViewController(false)
      assert.is_nil(tv:indexPathForSelectedRow())
      assert.are.equal(0, tv:cellForRow(row).selectionAlpha)
    end)
  end)

  describe("vc:deselectItem (iOS " .. ios .. ")", function()
    it("clears the item when the swipe back finishes", function() -- rule 0.5
      local world, nav, cv = gridScene(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe:finish()
      world:settle(2)
      assert.is_nil(cv:indexPathsForSelectedItems())
    end)

    it("selects the item again when the swipe back is cancelled", function() -- rule 0.5
      local world, nav, cv = gridScene(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe:cancel()
      world:settle(2)
      assert.are.same({ item }, cv:indexPathsForSelectedItems())
    end)

    it("still fades the item out on a pop without animation, as the article's code does", function() -- rule 0.5
      local world, nav, cv = gridScene(ios)
      nav:popViewController(false)
      assert.is_nil(cv:indexPathsForSelectedItems())
      assert.are.equal(1, cv:cellForItem(item).selectionAlpha)  -- the fade has only begun
      world:settle(1)
      assert.are.equal(0, cv:cellForItem(item).selectionAlpha)
    end)
  end)
end
