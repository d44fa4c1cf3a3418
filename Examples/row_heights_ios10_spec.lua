-- iOS 10's row-height animation, and the two workarounds people used for it.
--
-- The story. A table animates a row's height by changing what `heightForRowAt` answers and
-- calling `tv:beginUpdates(); tv:endUpdates()` with nothing in between (rule 2.10): the cells
-- keep their identity, and over 0.3 s (rule 2.11) the row grows or shrinks and the rows below
-- slide. A cell's content lives in its content view, which fills the cell; here the content is
-- one label, laid out from the content view's bounds, 16 points in from the sides and 12 from
-- the top and bottom.
--
-- On iOS 9, 11 and later the label grows and shrinks with its cell. On iOS 10 the table lays its
-- cells out with the update's animation hidden (rule 9.2), so the cell's frame animates but its
-- content view and the label jump to their final layout at once (rules 9.1, 9.3): a growing
-- row's label is already full size while the cell is still small, and draws over the rows below.
--
-- Workaround A (rule 9.4): the cell animates its own layout with a hard-coded 0.3 s,
-- `ui.animate(0.3, function() cell.contentView:layoutIfNeeded() end)`, either once before the
-- update or in its `layoutSubviews`. The label follows the cell again on iOS 10, but in
-- `layoutSubviews` every layout pass now animates — a cell's first display and a reused cell
-- too — and either way 0.3 s drifts from an update given another duration.
--
-- Workaround B (rule 9.5): run the update inside an animation block,
-- `ui.animate(0.5, function() tv:beginUpdates(); tv:endUpdates() end)`. The rows take the
-- block's duration and curve (rule 7.8), but iOS 10's content still snaps, so a growing row's
-- label overlaps the next row, and a shrinking row's content is final (a jump, not an overlap)
-- while the rows below are still moving.
--
-- Every scenario below runs unchanged on iOS 9, 10, 11 and 17; the only difference between the
-- versions is the table of expected outcomes (`ERAS`, read with `by(era, {...})`). The numbers
-- are those the Swift tests of the same behaviour assert (Tests/UISimTests/Heights).

-- What a cell's content does while its row animates, per version (rules 9.1–9.3, 9.6).
local ERAS = {
  { ios = 9, content = "follows" },   -- the content view and label animate with the cell
  { ios = 10, content = "snaps" },    -- they take their final layout at once
  { ios = 11, content = "follows" },
  { ios = 17, content = "follows" },
}

-- The expectation for `era`: `outcomes.follows` or `outcomes.snaps`.
local function by(era, outcomes) return outcomes[era.content] end

-- UIKit's default curve at x (0 … 1): the cubic Bézier (0.42, 0), (0.58, 1) (rule 7.9).
local function eased(x)
  local function bezier(a, b, t) return 3 * (1 - t) ^ 2 * t * a + 3 * (1 - t) * t ^ 2 * b + t ^ 3 end
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if bezier(0.42, 0.58, mid) < x then lo = mid else hi = mid end
  end
  return bezier(0, 1, (lo + hi) / 2)
end

local function near(expected, actual, what)
  assert.is_near(expected, actual, 1e-6, what)
end

local function rect(x, y, width, height) return { x = x, y = y, width = width, height = height } end

local function sameRect(expected, actual, what)
  for _, k in ipairs{ "x", "y", "width", "height" } do near(expected[k], actual[k], what .. "." .. k) end
end

-- The cells: a label in the content view, laid out by the content view's own layout pass. The
-- label fills the content view less its insets, unless `textHeights[cell]` gives the height of
-- its text (like a constraint a cell changes).
local function LabelCell(world, textHeights)
  return {
    init = function(cell) cell.contentView:addSubview(world:View{}) end,
    layoutContentView = function(cell)
      local b = cell.contentView.bounds
      local height = textHeights[cell] or math.max(0, b.height - 24)
      cell.contentView.subviews[1].frame = rect(16, 12, b.width - 32, height)
    end,
  }
end

-- Workaround A: the same cell, whose every layout pass animates its content over 0.3 s.
local function SelfAnimatingLabelCell(world, textHeights)
  local class = LabelCell(world, textHeights)
  function class.layoutSubviews(cell)
    cell.super:layoutSubviews()
    ui.animate(0.3, function() cell.contentView:layoutIfNeeded() end)
  end
  return class
end

-- A 320 × 440 table of `rows` label cells (20 by default), 44 points high unless `heights` says
-- otherwise. Its first-display animations have ended (the clock reads 1 s) unless `settled` is
-- false.
local function heightTable(era, options)
  options = options or {}
  local world = ui.World{ ios = era.ios, width = 320, height = 440 }
  local list = world:TableViewController{ rows = { options.rows or 20 }, rowHeight = 44 }
  local t = { world = world, tv = list.tableView, heights = options.heights or {}, made = 0, textHeights = {} }
  t.tv.delegate = { heightForRowAt = function(_, p) return t.heights[p.row] or 44 end }
  local class = (options.cell or LabelCell)(world, t.textHeights)
  local init = class.init
  class.init = function(cell) t.made = t.made + 1; init(cell) end
  t.tv:registerCell("Cell", class)
  world:show(list)
  if options.settled ~= false then world:advance(1) end

  local function cell(row) return assert(t.tv:cellForRow(ui.IndexPath(row, 0)), "row " .. row .. " is not visible") end
  local function offset(r, by_) return rect(r.x + by_.x, r.y + by_.y, r.width, r.height) end
  -- The empty update that animates height changes (rule 2.10).
  function t.update() t.tv:beginUpdates(); t.tv:endUpdates() end
  t.cell = cell
  -- A row's label gets `height` of text: its content view needs layout, as after a constraint change.
  function t.setTextHeight(row, height)
    t.textHeights[cell(row)] = height
    cell(row).contentView:setNeedsLayout()
  end
  -- What is drawn now, in the table's coordinates.
  function t.cellFrame(row) return cell(row).frame end
  function t.contentFrame(row) return offset(cell(row).contentView.frame, cell(row).frame) end
  function t.labelFrame(row)
    local c = cell(row)
    return offset(offset(c.contentView.subviews[1].frame, c.contentView.frame), c.frame)
  end
  return t
end

local function bottom(r) return r.y + r.height end

local function intersects(a, b)
  return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height
end

for _, era in ipairs(ERAS) do
  describe("iOS " .. era.ios .. " (content " .. era.content .. ")", function()
    describe("the regression", function()
      -- rule 9.1
      -- rule 9.3
      -- rule 2.10
      it("a growing row: the cell animates; its label jumps to the end only on iOS 10", function()
        local t = heightTable(era)
        local cell = t.cell(1)
        t.heights[1] = 144
        t.update()
        assert.are.equal(cell, t.cell(1))              -- the update keeps the cell (rule 2.10)
        sameRect(rect(0, 44, 320, 44), t.cellFrame(1), "cell at the start")
        sameRect(rect(0, 44, 320, by(era, { follows = 44, snaps = 144 })), t.contentFrame(1), "content view at the start")
        sameRect(rect(16, 56, 288, by(era, { follows = 20, snaps = 120 })), t.labelFrame(1), "label at the start")

        t.world:advance(0.15)                          -- half the time; ease-in-out is half way too
        near(94, t.cellFrame(1).height, "cell height")
        near(138, t.cellFrame(2).y, "the next row's top")
        near(by(era, { follows = 94, snaps = 144 }), t.contentFrame(1).height, "content view height")
        near(by(era, { follows = 70, snaps = 120 }), t.labelFrame(1).height, "label height")

        t.world:advance(0.15)
        sameRect(rect(0, 44, 320, 144), t.cellFrame(1), "cell at the end")
        sameRect(rect(16, 56, 288, 120), t.labelFrame(1), "label at the end")
        t.world:advance(1 / 60)
        assert.is_false(t.world.isBusy)
      end)

      -- rule 9.3
      it("a shrinking row: on iOS 10 its label is small from the start", function()
        local t = heightTable(era, { heights = { [1] = 144 } })
        t.heights[1] = 44
        t.update()
        t.world:advance(0.075)
        local p = eased(0.25)
        near(144 - 100 * p, t.cellFrame(1).height, "cell height")
        near(by(era, { follows = 144 - 100 * p, snaps = 44 }), t.contentFrame(1).height, "content view height")
        near(by(era, { follows = 120 - 100 * p, snaps = 20 }), t.labelFrame(1).height, "label height")
        t.world:advance(0.225)
        sameRect(rect(16, 56, 288, 20), t.labelFrame(1), "label at the end")
      end)
    end)

    describe("the regression, more", function()
      -- rule 9.1
      it("a layout pass in mid-animation that changes nothing leaves the content where it is drawn", function()
        local t = heightTable(era)
        t.heights[1] = 144
        t.update()
        t.world:advance(0.15)
        local cell = t.cell(1)
        cell:setNeedsLayout()
        cell:layoutIfNeeded()
        near(by(era, { follows = 94, snaps = 144 }), t.contentFrame(1).height, "content view height")
        near(by(era, { follows = 70, snaps = 120 }), t.labelFrame(1).height, "label height")
      end)

      -- rule 9.3
      it("a content change made before the update snaps on iOS 10 and animates elsewhere", function()
        local t = heightTable(era)
        t.setTextHeight(1, 60)
        t.heights[1] = 84
        t.update()
        t.world:advance(0.15)
        near(64, t.cellFrame(1).height, "cell height")
        near(by(era, { follows = 40, snaps = 60 }), t.labelFrame(1).height, "label height")
      end)
    end)

    describe("workaround A before the update: the content view's layout in a 0.3 s block", function()
      -- rule 9.4
      it("the label animates on its own 0.3 s; iOS 10's content view still jumps", function()
        local t = heightTable(era)
        local cell = t.cell(1)
        t.setTextHeight(1, 60)
        t.heights[1] = 84
        t.world:animate(0.3, function() cell.contentView:layoutIfNeeded() end)
        t.update()
        near(20, t.labelFrame(1).height, "label height at the start")
        t.world:advance(0.15)
        near(40, t.labelFrame(1).height, "label height")
        near(64, t.cellFrame(1).height, "cell height")
        near(by(era, { follows = 64, snaps = 84 }), t.contentFrame(1).height, "content view height")
        t.world:advance(0.15)
        sameRect(rect(16, 56, 288, 60), t.labelFrame(1), "label at the end")
        t.world:advance(1 / 60)
        assert.is_false(t.world.isBusy)
      end)

      -- rule 9.4
      it("side effect: the 0.3 s does not follow an update given 1 s", function()
        local t = heightTable(era)
        local cell = t.cell(1)
        t.setTextHeight(1, 60)
        t.heights[1] = 84
        t.world:animate(0.3, function() cell.contentView:layoutIfNeeded() end)
        t.world:animate{ duration = 1, curve = "linear", animations = t.update }
        t.world:advance(0.3)
        near(60, t.labelFrame(1).height, "label height: done")
        near(56, t.cellFrame(1).height, "cell height: 30 % of the way")
        -- the label's bottom (y 56 + 60) is below the cell's (y 44 + 56): it draws over row 2
        assert.is_true(bottom(t.labelFrame(1)) > t.cellFrame(2).y)
      end)
    end)

    describe("workaround A: the cell animates its own layout for 0.3 s", function()
      -- rule 9.4
      it("the label grows with the cell on every version", function()
        local t = heightTable(era, { cell = SelfAnimatingLabelCell })
        t.heights[1] = 144
        t.update()
        near(20, t.labelFrame(1).height, "label height at the start")
        t.world:advance(0.15)
        near(94, t.cellFrame(1).height, "cell height")
        near(70, t.labelFrame(1).height, "label height")
        -- the content view's own frame is set by the cell's layout, outside the block: on
        -- iOS 10 it still jumps, though nothing in it shows that
        near(by(era, { follows = 94, snaps = 144 }), t.contentFrame(1).height, "content view height")
        t.world:advance(0.15)
        near(120, t.labelFrame(1).height, "label height at the end")
        t.world:advance(1 / 60)
        assert.is_false(t.world.isBusy)
      end)

      -- rule 9.4
      -- rule 7.8
      it("side effect: on iOS 10 the hard-coded 0.3 s ignores an update given 1 s", function()
        local t = heightTable(era, { cell = SelfAnimatingLabelCell })
        t.heights[1] = 144
        t.world:animate{ duration = 1, curve = "linear", animations = t.update }
        t.world:advance(0.15)
        near(59, t.cellFrame(1).height, "cell height, linear over 1 s")
        -- iOS 10: the cell's block has nothing to inherit (its own 0.3 s, ease-in-out);
        -- elsewhere it is nested in the update and takes its 1 s, linear (rule 7.8)
        near(by(era, { follows = 35, snaps = 70 }), t.labelFrame(1).height, "label height")
        t.world:advance(0.15)
        near(by(era, { follows = 50, snaps = 120 }), t.labelFrame(1).height, "label height at 0.3 s")
        assert.are.equal(by(era, { follows = false, snaps = true }), bottom(t.labelFrame(1)) > bottom(t.cellFrame(1)))
      end)

      -- rule 9.4
      it("side effect: a cell's first display animates its content", function()
        local plain = heightTable(era, { settled = false })
        sameRect(rect(16, 12, 288, 20), plain.labelFrame(0), "plain cell: label at once")

        local t = heightTable(era, { cell = SelfAnimatingLabelCell, settled = false })
        sameRect(rect(0, 0, 0, 0), t.labelFrame(0), "label at the start")
        t.world:advance(0.15)
        sameRect(rect(8, 6, 144, 10), t.labelFrame(0), "label half way")
        t.world:advance(0.15)
        sameRect(rect(16, 12, 288, 20), t.labelFrame(0), "label at the end")
      end)

      -- rule 9.4
      it("side effect: a reused cell animates to its new row's layout", function()
        local tall = {}
        for row = 20, 39 do tall[row] = 144 end
        local plain = heightTable(era, { rows = 40, heights = tall })
        plain.tv.contentOffset = { x = 0, y = 880 }    -- rows 20 … 23, in cells rows 0 … 9 gave back
        near(120, plain.labelFrame(20).height, "plain cell: label height at once")

        local t = heightTable(era, { cell = SelfAnimatingLabelCell, rows = 40, heights = tall })
        local made = t.made
        t.tv.contentOffset = { x = 0, y = 880 }
        near(20, t.labelFrame(20).height, "label height: still the 44-point row's layout")
        assert.are.equal(made, t.made)                 -- the cell is reused, not made
        t.world:advance(0.15)
        near(70, t.labelFrame(20).height, "label height")
        t.world:advance(0.15)
        near(120, t.labelFrame(20).height, "label height at the end")
      end)
    end)

    describe("workaround B: the update inside an animation block", function()
      -- rule 9.5
      -- rule 2.11
      it("the rows take the block's duration; iOS 10's label still jumps", function()
        local t = heightTable(era)
        t.heights[1] = 144
        local start, doneAfter = t.world.time, nil
        t.world:animate(0.5, function()
          t.tv:performBatchUpdates(nil, function() doneAfter = t.world.time - start end)
        end)
        t.world:advance(0.25)
        near(94, t.cellFrame(1).height, "cell height half way through 0.5 s")
        near(138, t.cellFrame(2).y, "the next row's top")
        near(by(era, { follows = 70, snaps = 120 }), t.labelFrame(1).height, "label height")
        t.world:advance(0.25)
        near(188, t.cellFrame(2).y, "the next row's top at the end")
        near(0.5, doneAfter, "the update's completion")
      end)

      -- rule 9.5
      it("a growing row, as the seed does it from didSelectRowAt: on iOS 10 its label draws over the next row",
        function()
          local t = heightTable(era)
          t.tv.delegate = {
            heightForRowAt = function(_, p) return t.heights[p.row] or 44 end,
            didSelectRowAt = function(tv, p)
              t.heights[p.row] = 144
              ui.animate(0.5, function() tv:beginUpdates(); tv:endUpdates() end)
            end,
          }
          t.tv:tap(ui.IndexPath(1, 0))
          t.world:advance(0.1)
          local p = eased(0.2)
          local next = t.cellFrame(2)
          near(88 + 100 * p, next.y, "the next row's top")
          near(next.y, bottom(t.cellFrame(1)), "cells stay edge to edge")
          local label = t.labelFrame(1)
          near(by(era, { follows = 12, snaps = next.y - 176 }), next.y - bottom(label), "gap between label and next row")
          assert.are.equal(by(era, { follows = false, snaps = true }), intersects(label, next))
        end)

      -- rule 9.5: a shrinking row's label is already small inside a cell that shrinks with the
      -- rows below, so it jumps but overlaps nothing, on every version
      it("a shrinking row: its label is final while the rows below still move, and overlaps nothing", function()
        local t = heightTable(era, { heights = { [1] = 144 } })
        t.heights[1] = 44
        t.world:animate(0.5, t.update)
        t.world:advance(0.1)
        local p = eased(0.2)
        local next = t.cellFrame(2)
        near(188 - 100 * p, next.y, "the next row's top: moving with 0.5 s")
        near(next.y, bottom(t.cellFrame(1)), "cells stay edge to edge")
        local label = t.labelFrame(1)
        near(by(era, { follows = 176 - 100 * p, snaps = 76 }), bottom(label), "label bottom")
        near(by(era, { follows = 12, snaps = 112 - 100 * p }), next.y - bottom(label), "gap under the label")
        assert.is_false(intersects(label, next))
      end)

      -- rule 9.5
      -- rule 9.4
      it("with workaround A inside a 0.2 s block, a shrinking row's label overlaps the next row on iOS 10", function()
        local t = heightTable(era, { cell = SelfAnimatingLabelCell, heights = { [1] = 144 } })
        t.heights[1] = 44
        t.world:animate(0.2, t.update)
        t.world:advance(0.1)
        local next = t.cellFrame(2)
        near(138, next.y, "the next row's top, half way through 0.2 s")
        local label = t.labelFrame(1)
        -- iOS 10: the label shrinks over its own 0.3 s, slower than the rows move;
        -- elsewhere its block takes the 0.2 s and it keeps its inset above the next row
        near(by(era, { follows = 126, snaps = 176 - 100 * eased(1 / 3) }), bottom(label), "label bottom")
        assert.are.equal(by(era, { follows = false, snaps = true }), intersects(label, next))
        t.world:advance(0.2)
        near(76, bottom(t.labelFrame(1)), "label bottom at the end")
        near(88, t.cellFrame(2).y, "the next row's top at the end")
      end)
    end)
  end)
end
