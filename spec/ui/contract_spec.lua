-- The Lua API contract is docs/lua-api.md: every name it documents is used in the code (not the
-- comments) of at least one other spec file under spec/, so a name added to the reference fails
-- this spec until a spec uses it.
--
-- What counts as documenting a name (docs/lua-api.md's own structure, outside ``` blocks):
-- - a heading's code spans before "→": `world:advance(dt)`, `ui.World{ ios = 17, … }`;
-- - the code spans that open the first cell of a table row: `tv.allowsSelection`,
--   `isAnimated`, `heightForRowAt(tv, ip)`, `t:didSelectRowAt(tv, ip)`;
-- - the code spans that open a list item: "- `cv:selectItem(ip, animated, pos)`: …".
-- In a span, the names are: a bare identifier, every name after `.` or `:`, a leading
-- `name(` and the option keys of a `{ key = … }`. Spans in a row or item count until the first
-- text that is not a separator (",", "/", "or", "and"). The spec DSL and the command line
-- sections describe the runner, not `ui`, and are left out, as are tables whose first column's
-- header says "UIKit" (a "coming from UIKit" table lists UIKit's names there, not `ui`'s).
-- The doc is read from the checkout (run from the repository root, as scripts/test does).

local API = "docs/lua-api.md"
local EXCLUDED_SECTIONS = { ["The spec DSL"] = true, ["The command line"] = true }

--- The text of docs/lua-api.md.
local function apiText()
  local f = assert(io.open(API), "cannot read " .. API .. " (run from the repository root)")
  local text = f:read("a")
  f:close()
  return text
end

--- The code spans that open `s`, separated only by ",", "/", "or" or "and".
local function leadingSpans(s)
  local spans = {}
  s = s:gsub("^%s+", "")
  while true do
    local span, rest = s:match("^`([^`]+)`(.*)$")
    if not span then break end
    spans[#spans + 1] = span
    local sep = rest:match("^%s*[,/]%s*") or rest:match("^%s+or%s+") or rest:match("^%s+and%s+")
    if not sep then break end
    s = rest:sub(#sep + 1)
  end
  return spans
end

--- The code spans of a heading, before any "→ ReturnType"; bare words there are types or
--- prose ("The `ui` Lua API"), so only spans that call or index something count.
local function headingSpans(line)
  local spans = {}
  local title = line:gsub("^#+%s*", ""):gsub("→.*", "")
  for span in title:gmatch("`([^`]+)`") do
    if span:find("[.:({]") then spans[#spans + 1] = span end
  end
  return spans
end

--- The names documented in the reference, in order of first appearance.
local function documentedNames(text)
  local names, seen = {}, {}
  local function add(name)
    if not seen[name] then seen[name] = true; names[#names + 1] = name end
  end
  local function fromSpan(span)
    if span:match("^[%a_][%w_]*$") then add(span); return end
    for name in span:gmatch("[%w_%)%]][.:]([%a_][%w_]*)") do add(name) end
    local lead = span:match("^([%a_][%w_]*)%(")
    if lead then add(lead) end
    local options = span:match("%b{}")
    if options then
      for key in options:gmatch("([%a_][%w_]*)%s*=") do add(key) end
    end
  end
  local inFence, excluded = false, false
  local previous, uikitTable = "", false
  for line in (text .. "\n"):gmatch("(.-)\n") do
    if line:match("^```") then
      inFence = not inFence
    elseif not inFence then
      local section = line:match("^## (.-)%s*$")
      if section then excluded = EXCLUDED_SECTIONS[section] or false end
      if not line:match("^|") then
        uikitTable = false
      elseif line:match("^|[%s:|-]*$") then
        -- a table's separator: its header (the line before) says what the first column holds
        uikitTable = (previous:match("^|([^|]*)") or ""):find("UIKit", 1, true) ~= nil
      end
      if not excluded then
        local spans
        if line:match("^#+ ") then
          spans = headingSpans(line)
        elseif line:match("^|") and not line:match("^|[%s:|-]*$") and not uikitTable then
          spans = leadingSpans(line:match("^|([^|]*)") or "")
        elseif line:match("^%s*[-*] `") then
          spans = leadingSpans(line:match("^%s*[-*] (.*)$"))
        end
        for _, span in ipairs(spans or {}) do fromSpan(span) end
      end
    end
    previous = line
  end
  return names
end

-- Strings of the contract: scroll positions, row animations and context keys. The doc lists
-- them in prose, so they are named here; each must also appear quoted in the doc.
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

describe("the Lua API contract of docs/lua-api.md", function()
  local text = apiText()
  local code = specCode()

  local function unused(names, pattern)
    local missing = {}
    for _, name in ipairs(names) do
      if not code:find(pattern(name)) then missing[#missing + 1] = name end
    end
    return missing
  end

  it("reads the names from the reference's headings, tables and lists", function()
    local names = documentedNames(text)
    assert.is_true(#names >= 100, "only " .. #names .. " names read from " .. API)
    local all = " " .. table.concat(names, " ") .. " "
    for _, expected in ipairs{
      "World", "advance", "beginInteractivePop", "performBatchUpdates", "dataSource",  -- headings, rows
      "ios", "rowHeight",                                                              -- option keys
      "isCancelled", "completionCurve",                                                -- bare fields
      "heightForRowAt", "didSelectItemAt",                                             -- delegate functions
      "indexPathsForSelectedItems", "layoutAttributesForItem",                         -- list items
    } do
      assert.is_truthy(all:find(" " .. expected .. " ", 1, true), expected .. " not read from " .. API)
    end
    for _, runnerName in ipairs{ "describe", "insulate", "print" } do
      assert.is_falsy(all:find(" " .. runnerName .. " ", 1, true), runnerName .. " is the DSL's, not ui's")
    end
  end)

  it("reads names from the forms the reference uses", function()
    local sample = table.concat({
      "## Sample",
      "### `obj:method(a, b)` / `obj:method{ opt = 1, other = 2 }` → `Type`",
      "| `t:delegateMethod(x, ip)`, `plainFunction(x)` | nothing |",
      "| `fieldA`, `fieldB` | boolean |",
      "|---|---|",
      "- `obj.member` and `obj:other()`: text with `notAName`",
      "| UIKit | `ui` |",
      "|---|---|",
      "| `UITableView.indexPathForSelectedRow` | `tv:indexPathForSelectedRow()` |",
      "```",
      "| `insideFence` |",
      "```",
      "## The spec DSL",
      "- `excluded`",
    }, "\n")
    assert.are.same({ "method", "opt", "other", "delegateMethod", "plainFunction", "fieldA", "fieldB",
      "member" }, documentedNames(sample))
  end)

  it("has every documented name used by a spec", function()
    local missing = unused(documentedNames(text), function(n) return "%f[%w_]" .. n .. "%f[^%w_]" end)
    assert.are.same({}, missing)
  end)

  it("has every scroll position, row animation and context key documented and used by a spec", function()
    for _, s in ipairs(contractStrings) do
      assert.is_truthy(text:find('"' .. s .. '"', 1, true), '"' .. s .. '" is not in ' .. API)
    end
    local missing = unused(contractStrings, function(s) return '"' .. s .. '"' end)
    assert.are.same({}, missing)
  end)

  it("has LuaLS annotations (docs/alongside.meta.lua) that parse as one Lua chunk ending in 'return ui'", function()
    -- Merged sections were once appended after the final `return ui`, which makes the whole file
    -- unreadable to the language server; loading it (without running it) catches that.
    local meta = "docs/alongside.meta.lua"
    local f = assert(io.open(meta), "cannot read " .. meta .. " (run from the repository root)")
    local source = f:read("a")
    f:close()
    local chunk, err = load(source, "@" .. meta, "t", {})
    assert.is_nil(err)
    assert.is_function(chunk)
    assert.is_truthy(source:find("\nreturn ui\n*$"), meta .. " must end with 'return ui'")
  end)
end)
