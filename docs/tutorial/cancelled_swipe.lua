-- The tutorial's script (docs/tutorial.md): a list whose selected row is deselected the naive
-- way, in viewWillAppear, while the user swipes back to it, holds at 40 % and lets go to
-- cancel. Run it with `alongside run docs/tutorial/cancelled_swipe.lua 10` (or 17): it prints
-- the scene mid-swipe and the recording, and draws docs/pictures/tutorial-ios<N>.svg.
local ios = tonumber(arg and arg[1]) or 17
local row = ui.IndexPath(2, 0)

local world = ui.World{ ios = ios, height = 300 }
local list = world:TableViewController{ rows = { 5 }, title = "List", clearsSelectionOnViewWillAppear = false }
list.viewWillAppear = function(self, animated)
  self.super:viewWillAppear(animated)
  local ip = self.tableView:indexPathForSelectedRow()
  if ip then self.tableView:deselectRow(ip, true) end   -- the naive way: no coordinator
end
local nav = world:NavigationController(list)
world:show(nav)
list.tableView:tap(row)
nav:pushViewController(world:ViewController{ title = "Detail" }, true)
world:settle(1)

local cell = list.tableView:cellForRow(row)
local tl = world:record{
  selectionAlpha = function() return (list.tableView:cellForRow(row) or cell).selectionAlpha end,
  percentComplete = function()
    local c = nav.topViewController:transitionCoordinator()
    return c and c.percentComplete
  end,
}
local swipe = nav:beginInteractivePop()
for i = 1, 8 do swipe:update(i * 0.05); world:advance(2 / 60) end     -- the finger moves to 40 %
world:advance(0.2)                                                     -- and holds there
print(world)
swipe:release{ velocity = -50 }                                        -- lets go, back: cancel
world:settle(1)
tl:stop()
print(tl)
print("selected after the cancel:", list.tableView:indexPathForSelectedRow())
tl:svg(("docs/pictures/tutorial-ios%d.svg"):format(ios))
