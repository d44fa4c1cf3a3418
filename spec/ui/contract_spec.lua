-- The Lua API contract of ../shared/DESIGN.md ("The Lua API") is covered by the specs: every
-- name it uses appears in the code (not the comments) of at least one other spec file under
-- spec/. The names written in DESIGN.md's code are read from DESIGN.md itself, so a name added
-- there fails this spec until a spec uses it; the names DESIGN.md lists only in comments (context
-- fields, cell fields, delegate functions, collection methods, option fields, scroll positions)
-- are listed below by hand. Run from the repository root with ../shared beside it, as
-- scripts/test does.

local DESIGN = os.getenv("ALONGSIDE_DESIGN") or "../shared/DESIGN.md"

--- The lines of the ```lua block under "## The Lua API".
local function contractBlock()
  local f = assert(io.open(DESIGN), "cannot read " .. DESIGN .. " (run from the repository root)")
  local text = f:read("a")
  f:close()
  local section = assert(text:match("\n## The Lua API.-\n```lua\n(.-)\n```"),
    DESIGN .. " has no ```lua block under '## The Lua API'")
  return section
end

--- Names used as `.name` or `:name` in the code of the block (comments removed).
local function namesInCode(block)
  local names, seen = {}, {}
  for line in (block .. "\n"):gmatch("(.-)\n") do
    local code = line:gsub("%-%-.*", "")
    for name in code:gmatch("[.:]([%a_][%w_]*)") do
      if not seen[name] then seen[name] = true; names[#names + 1] = name end
    end
  end
  return names
end

-- Named in DESIGN.md's comments only; each must still be used by a spec.
local commentNames = {
  -- ui.IndexPath
  "row", "section", "item",
  -- the coordinator's context
  "isAnimated", "initiallyInteractive", "isInteractive", "isInterruptible", "isCancelled",
  "percentComplete", "transitionDuration", "completionVelocity", "completionCurve",
  "viewControllerForKey",
  -- cells
  "isSelected", "isHighlighted", "selectionAlpha", "frame", "contentView", "layoutSubviews",
  -- data sources and delegates
  "numberOfSections", "numberOfRowsInSection", "heightForRowAt", "willSelectRowAt",
  "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt", "shouldHighlightRowAt",
  -- collection views
  "numberOfItemsInSection", "indexPathsForSelectedItems", "selectItem", "deselectItem",
  "cellForItem", "layoutAttributesForItem",
  -- options of ui.World, the swipe's release and ui.animate
  "ios", "fps", "width", "height", "velocity", "duration", "delay", "curve", "animations",
  "completion",
  -- the seeds' helpers (issue 5)
  "deselectRowWithCoordinator",
}

-- Strings of the contract: scroll positions and row animations.
local contractStrings = {
  "none", "top", "middle", "bottom", "centeredVertically", "left", "centeredHorizontally",
  "right", "automatic", "fade", "from", "to",
}

--- The code of every spec file under spec/ but this one, comments removed.
local function specCode()
  local list = assert(io.popen("find spec -name '*_spec.lua' | sort"))
  local chunks = {}
  for path in list:lines() do
    if not path:match("contract_spec%.lua$") then
      local f = assert(io.open(path))
      for line in f:lines() do chunks[#chunks + 1] = (line:gsub("%-%-.*", "")) end
      f:close()
    end
  end
  list:close()
  assert(#chunks > 1000, "found too little spec code: run from the repository root")
  return table.concat(chunks, "\n")
end

describe("the Lua API contract of DESIGN.md", function()
  local code = specCode()

  local function unused(names, pattern)
    local missing = {}
    for _, name in ipairs(names) do
      if not code:find(pattern(name)) then missing[#missing + 1] = name end
    end
    return missing
  end

  it("reads a contract with the names this spec expects", function()
    local names = namesInCode(contractBlock())
    assert.is_true(#names >= 50, "only " .. #names .. " names read from " .. DESIGN)
    for _, expected in ipairs{ "World", "advance", "beginInteractivePop", "performBatchUpdates", "dataSource" } do
      assert.is_truthy(table.concat(names, " "):find("%f[%w]" .. expected .. "%f[^%w]"), expected)
    end
  end)

  it("has every name in DESIGN.md's code used by a spec", function()
    local missing = unused(namesInCode(contractBlock()), function(n) return "[.:]" .. n .. "%f[^%w_]" end)
    assert.are.same({}, missing)
  end)

  it("has every name in DESIGN.md's comments used by a spec", function()
    local missing = unused(commentNames, function(n) return "%f[%w_]" .. n .. "%f[^%w_]" end)
    assert.are.same({}, missing)
  end)

  it("has every scroll position, row animation and context key used by a spec", function()
    local missing = unused(contractStrings, function(s) return '"' .. s .. '"' end)
    assert.are.same({}, missing)
  end)
end)
