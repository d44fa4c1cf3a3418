-- Estimates and the content offset: rows measured above the visible ones do not move them (the
-- table corrects its offset), the jump after reloadData that nothing corrects, its usual fix,
-- and a deceleration that carries on through corrections (rules 18.5-18.7).
local IP = ui.IndexPath

-- A shown feed of `rows` self-sizing rows, `height(r)` high, estimated at 44; the delegate counts
-- scrollViewDidScroll and can cache heights (`cache = true`, rule 18.7's fix).
local function feed(opts)
  opts = opts or {}
  local world = ui.World{ ios = opts.ios or 17 }
  local list = world:TableViewController{ rows = { 1 } }
  local tv = list.tableView
  local height = opts.height or function(r) return 80 + (r % 3) * 20 end
  local rowOf = setmetatable({}, { __mode = "k" })
  tv:registerCell("Post", {
    sizeThatFits = function(cell, size) return { width = size.width, height = height(rowOf[cell]) } end,
  })
  tv.dataSource = {
    numberOfRowsInSection = function() return opts.rows or 1000 end,
    cellForRowAt = function(_, t, p)
      local cell = t:dequeueReusableCell("Post", p)
      rowOf[cell] = p.row
      return cell
    end,
  }
  local d = { scrolls = 0, cached = {} }
  function d:scrollViewDidScroll() self.scrolls = self.scrolls + 1 end
  if opts.cache then
    function d:willDisplay(_, cell, p) self.cached[p.row] = cell.frame.height end
    function d:estimatedHeightForRowAt(_, p) return self.cached[p.row] or ui.automaticDimension end
  end
  tv.delegate = d
  world:show(list)
  return world, tv, d
end

-- Where a row's top is on screen.
local function screenY(tv, row) return tv:rectForRow(IP(row, 0)).y - tv.contentOffset.y end

describe("the content-offset correction", function()
  it("keeps the visible rows in place while rows above them are measured on the way up (rule 18.5)", function() -- rule 18.5
    local _, tv, d = feed()
    tv:scrollToRow(IP(500, 0), "top", false)
    assert.are.equal(0, screenY(tv, 500))
    local offsetBefore, scrollsBefore = tv.contentOffset.y, d.scrolls
    tv:drag{ dy = 300, duration = 0 }                 -- the finger pulls the content down
    assert.are.equal(300, screenY(tv, 500))           -- exactly where the finger put it
    -- the rows above were taller than their estimates: the offset lurched by the difference
    assert.is_true(offsetBefore - tv.contentOffset.y < 300)
    assert.is_true(d.scrolls >= scrollsBefore + 2)    -- the drag's and the correction's
    tv:release{ velocity = 0 }
  end)

  it("does not correct when measured rows below the visible ones differ (rule 18.5)", function() -- rule 18.5
    local _, tv, d = feed()
    local scrolls = d.scrolls
    tv:drag{ dy = -300, duration = 0 }
    assert.are.equal(300, tv.contentOffset.y)
    assert.are.equal(scrolls + 1, d.scrolls)
    tv:release{ velocity = 0 }
  end)

  it("lets a deceleration carry on smoothly through corrections (rule 18.5)", function() -- rule 18.5
    local world, tv = feed()
    tv:scrollToRow(IP(500, 0), "top", false)
    tv:fling{ velocity = 2500 }                       -- a flick towards the top
    local last = screenY(tv, 500)
    for _ = 1, 20 do
      world:advance(1 / 60)
      local y = screenY(tv, 500)
      assert.is_true(y >= last, "the anchor row never moves back up")
      last = y
    end
    assert.is_true(tv.isDecelerating)
    world:settle()
    assert.is_false(tv.isDecelerating)
  end)
end)

describe("world:render() of an estimating table", function()
  it("shows the content size and how many rows are still estimated (rules 18.4, 18.6)", function() -- rules 18.4, 18.6
    local world, tv = feed{ rows = 100 }
    local shown = #tv:indexPathsForVisibleRows()
    local line = ("content 390 x %g (%d of 100 rows estimated)"):format(tv.contentSize.height, 100 - shown)
    assert.is_truthy(world:render():find(line, 1, true))
    tv:scrollToRow(IP(99, 0), "bottom", false)
    assert.is_falsy(world:render():find(("(%d of 100 rows estimated)"):format(100 - shown), 1, true))
    tv:reloadData()                                   -- measurements forgotten (rule 18.6)
    assert.is_truthy(world:render():find("of 100 rows estimated", 1, true))
  end)
end)

describe("reloadData with estimates", function()
  it("is not corrected: other rows sit at the same offset, the content jumps (rule 18.6)", function() -- rule 18.6
    local _, tv = feed()
    tv:scrollToRow(IP(200, 0), "top", false)
    tv:drag{ dy = 2000, duration = 0.5 }             -- scroll back up, measuring rows on the way
    tv:release{ velocity = 0 }
    local top = tv:indexPathsForVisibleRows()[1].row
    local offset = tv.contentOffset.y
    tv:reloadData()
    assert.are.equal(offset, tv.contentOffset.y)
    assert.are_not.equal(top, tv:indexPathsForVisibleRows()[1].row)
  end)

  it("keeps its rows when willDisplay caches heights for estimatedHeightForRowAt (rule 18.7)", function() -- rule 18.7
    local _, tv = feed{ cache = true }
    tv:scrollToRow(IP(200, 0), "top", false)
    tv:drag{ dy = 2000, duration = 0.5 }
    tv:release{ velocity = 0 }
    local top = tv:indexPathsForVisibleRows()[1].row
    local y = screenY(tv, top)
    tv:reloadData()
    assert.are.equal(top, tv:indexPathsForVisibleRows()[1].row)
    assert.are.equal(y, screenY(tv, top))
  end)
end)
