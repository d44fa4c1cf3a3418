-- The jump after reloadData in a feed of self-sizing posts, and the usual fix (rules 18.1,
-- 18.5-18.7). A UIKit developer knows it: scroll a feed whose cells size themselves, reload,
-- and the content jumps, because the table lays rows out again from estimates. Remembering each
-- row's height in willDisplay and returning it from estimatedHeightForRowAt cures it. On iOS 10
-- a table does not estimate by default, so there is no jump, but every row's height is asked.
local IP = ui.IndexPath

-- A feed of 500 posts whose height depends on the length of their text (80 to 200 points).
local function textLength(row) return (row * 37) % 240 end

local function feed(ios, fix)
  local world = ui.World{ ios = ios }
  local list = world:TableViewController{ rows = { 1 }, title = "Feed" }
  local tv = list.tableView
  local app = { rowOf = setmetatable({}, { __mode = "k" }), heights = {}, sized = 0 }
  tv:registerCell("Post", {
    sizeThatFits = function(cell, size)
      app.sized = app.sized + 1
      return { width = size.width, height = 80 + textLength(app.rowOf[cell]) // 2 }
    end,
  })
  tv.dataSource = {
    numberOfRowsInSection = function() return 500 end,
    cellForRowAt = function(_, t, p)
      local cell = t:dequeueReusableCell("Post", p)
      app.rowOf[cell] = p.row
      return cell
    end,
  }
  local delegate = {}
  if fix then
    function delegate:willDisplay(_, cell, p) app.heights[p.row] = cell.frame.height end
    function delegate:estimatedHeightForRowAt(_, p) return app.heights[p.row] or ui.automaticDimension end
  end
  tv.delegate = delegate
  world:show(world:NavigationController(list))
  return world, tv, app
end

-- Scroll to post 200, then read the feed back up a little, as a user does.
local function readBackUp(tv)
  tv:scrollToRow(IP(200, 0), "top", false)
  tv:drag{ dy = 1500, duration = 0.5 }
  tv:release{ velocity = 0 }
end

local function firstVisible(tv) return tv:indexPathsForVisibleRows()[1].row end

describe("a feed of self-sizing posts on iOS 17", function()
  it("keeps the posts on screen still while it measures them on the way up (rule 18.5)", function() -- rule 18.5
    local _, tv = feed(17)
    tv:scrollToRow(IP(200, 0), "top", false)
    tv:drag{ dy = 400, duration = 0 }
    assert.are.equal(400, tv:rectForRow(IP(200, 0)).y - tv.contentOffset.y)
    tv:release{ velocity = 0 }
  end)

  it("jumps on reloadData: other posts sit at the same offset (rule 18.6)", function() -- rule 18.6
    local _, tv = feed(17)
    readBackUp(tv)
    local before = firstVisible(tv)
    tv:reloadData()
    assert.are_not.equal(before, firstVisible(tv))
  end)

  it("does not jump when willDisplay caches heights for estimatedHeightForRowAt (rule 18.7)", function() -- rule 18.7
    local _, tv = feed(17, true)
    readBackUp(tv)
    local before, y = firstVisible(tv), nil
    y = tv:rectForRow(IP(before, 0)).y - tv.contentOffset.y
    tv:reloadData()
    assert.are.equal(before, firstVisible(tv))
    assert.are.equal(y, tv:rectForRow(IP(before, 0)).y - tv.contentOffset.y)
  end)
end)

describe("the same feed on iOS 10", function()
  it("does not estimate by default: no self-sizing, no jump, every height known at once (rule 18.1)", function() -- rule 18.1
    local _, tv, app = feed(10)
    assert.are.equal(0, tv.estimatedRowHeight)
    assert.are.equal(500 * 44, tv.contentSize.height)   -- automaticDimension without estimates: 44
    assert.are.equal(0, app.sized)
    readBackUp(tv)
    local before = firstVisible(tv)
    tv:reloadData()
    assert.are.equal(before, firstVisible(tv))
  end)
end)
