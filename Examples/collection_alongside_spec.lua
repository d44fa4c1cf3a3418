-- The collection view version of the seed (the smileyborg gist, "Animate table & collection
-- view deselection alongside interactive transition"): a grid deselects its item
-- alongside the transition that brings it back, and selects it again if the user cancels the
-- swipe. `UICollectionViewController.clearsSelectionOnViewWillAppear` is turned off so that
-- only the code below touches the selection.
--
--   override func viewWillAppear(_ animated: Bool) {
--       super.viewWillAppear(animated)
--       if let indexPath = collectionView.indexPathsForSelectedItems?.first {
--           if let coordinator = transitionCoordinator {
--               coordinator.animate(alongsideTransition: { _ in
--                   self.collectionView.deselectItem(at: indexPath, animated: true)
--               }, completion: { context in
--                   if context.isCancelled {
--                       self.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
--                   }
--               })
--           } else {
--               collectionView.deselectItem(at: indexPath, animated: animated)
--           }
--       }
--   }

local function deselectAlongside(self, animated)
  self.super:viewWillAppear(animated)
  local cv = self.collectionView
  local selected = cv:indexPathsForSelectedItems()
  if not selected then return end
  local ip = selected[1]
  local c = self:transitionCoordinator()
  if c then
    c:animateAlongsideTransition(function(ctx)
      cv:deselectItem(ip, true)
    end, function(ctx)
      if ctx.isCancelled then cv:selectItem(ip, false, "none") end
    end)
  else
    cv:deselectItem(ip, animated)
  end
end

local item = ui.IndexPath(4, 0)

-- A 12-item grid with item 4 tapped, under a pushed detail.
local function gridUnderDetail(ios)
  local world = ui.World{ ios = ios }
  local grid = world:CollectionViewController{ items = { 12 }, itemSize = { 100, 100 },
                                               clearsSelectionOnViewWillAppear = false, title = "Grid" }
  grid.viewWillAppear = deselectAlongside
  local nav = world:NavigationController(grid)
  world:show(nav)
  grid.collectionView:tap(item)
  nav:pushViewController(world:ViewController{ title = "Detail" }, true)
  world:settle(1)
  return world, nav, grid, grid.collectionView
end

-- Legacy (iOS 10) and modern (iOS 17) UIKit give the same result for the seed's code.
for _, ios in ipairs{ 10, 17 } do
  describe("a grid deselecting alongside a swipe back (iOS " .. ios .. ")", function()
    it("clears the item when the swipe finishes", function() -- rule 0.5
      local world, nav, grid, cv = gridUnderDetail(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.5)
      swipe:finish()
      world:settle(2)
      assert.are.equal(grid, nav.topViewController)
      assert.is_nil(cv:indexPathsForSelectedItems())
      assert.are.equal(0, cv:cellForItem(item).selectionAlpha)
    end)

    it("keeps the item selected when the swipe is cancelled", function() -- rule 0.5
      local world, nav, _, cv = gridUnderDetail(ios)
      local swipe = nav:beginInteractivePop()
      swipe:update(0.3)
      swipe:cancel()
      world:settle(2)
      assert.are.equal("Detail", nav.topViewController.title)
      assert.are.same({ item }, cv:indexPathsForSelectedItems())
      assert.is_true(cv:cellForItem(item).isSelected)
    end)

    it("deselects at once when the detail is popped without animation", function() -- rule 0.5
      local _, nav, grid, cv = gridUnderDetail(ios)
      nav:popViewController(false)
      assert.are.equal(grid, nav.topViewController)
      assert.is_nil(cv:indexPathsForSelectedItems())
      assert.are.equal(0, cv:cellForItem(item).selectionAlpha)
    end)
  end)
end
