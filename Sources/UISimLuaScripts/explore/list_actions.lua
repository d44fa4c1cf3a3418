-- explore/list_actions: the built-ins that touch a list, table or collection alike: `tap` (a
-- visible row or item, as a finger can) and `batch` (deletes and inserts in one
-- performBatchUpdates). `list = "list"` names a TableViewController, CollectionViewController,
-- TableView or CollectionView of the scene.
local lib = ...

local field, concat, sort = lib.field, table.concat, table.sort
local IndexPath = lib.IndexPath   -- ui.IndexPath as the module made it (never a spec's stub)

--- The view behind scene field `key` and how it prints: `s.list.tableView` for a controller,
--- `s.list` for a view. `shape` holds the names that differ between tables and collections.
local tableShape = { count = "numberOfRowsInSection", visible = "indexPathsForVisibleRows",
                     cell = "cellForRow", insert = "insertRows", delete = "deleteRows", anim = ', "automatic"' }
local collectionShape = { count = "numberOfItemsInSection", visible = "indexPathsForVisibleItems",
                          cell = "cellForItem", insert = "insertItems", delete = "deleteItems", anim = "" }

local has = lib.has

local function resolve(s, key, action)
  local object = lib.need(s, key, action, "list")
  if has(object, "tableView") then return object.tableView, tableShape, ".tableView", object end
  if has(object, "collectionView") then return object.collectionView, collectionShape, ".collectionView", object end
  if has(object, "numberOfRowsInSection") then return object, tableShape, "", nil end
  if has(object, "numberOfItemsInSection") then return object, collectionShape, "", nil end
  lib.scene_error("ui.actions." .. action .. ": scene field '" .. key ..
    "' is not a table or collection view, nor their controller (got " .. lib.got(object) .. ")")
end

--- Whether a finger can reach the controller: the top of its navigation stack, with no
--- transition running (a controller outside a stack always can).
local function reachable(controller)
  if not controller then return true end
  local nav = controller.navigationController
  return nav == nil or (nav.topViewController == controller and not nav.isTransitioning)
end

--- Whether `row` of `section` exists in `view` now.
local function exists(view, shape, section, row)
  return section >= 0 and section < view:numberOfSections() and row >= 0 and row < view[shape.count](view, section)
end

lib.builtin("tap", { "list" }, function(read)
  local key = read("list", "string", "list")
  local path, shape = nil, tableShape   -- learnt on the first run; code prints after runs
  return {
    gen = function(rnd, s)
      local view, sh = resolve(s, key, "tap")
      local visible = view[sh.visible](view)
      if not visible or #visible == 0 then return { row = 0, section = 0 } end
      local ip = rnd:pick(visible)
      return { row = ip.row, section = ip.section }
    end,
    run = function(s, a)
      local view, sh, p, controller = resolve(s, key, "tap")
      path, shape = p, sh
      if not reachable(controller) or not exists(view, sh, a.section, a.row) then return false end
      local ip = IndexPath(a.row, a.section)
      if not view[sh.cell](view, ip) then return false end   -- off screen: no finger reaches it
      view:tap(ip)
    end,
    code = function(a)
      return field(key) .. (path or "") .. ":tap(ui.IndexPath(" .. a.row .. ", " .. a.section .. "))"
    end,
  }
end)

--- `count` distinct numbers of 0 … n - 1, in order.
local function distinct(rnd, count, n)
  local pool, out = {}, {}
  for i = 0, n - 1 do pool[#pool + 1] = i end
  for _ = 1, math.min(count, n) do
    out[#out + 1] = table.remove(pool, rnd:int(1, #pool))
  end
  sort(out)
  return out
end

--- Whether `rows` are distinct whole numbers of 0 … n - 1.
local function valid(rows, n)
  local seen = {}
  for _, r in ipairs(rows) do
    if math.type(r) ~= "integer" or r < 0 or r >= n or seen[r] then return false end
    seen[r] = true
  end
  return true
end

local function paths(rows, section)
  local ips = {}
  for i, r in ipairs(rows) do ips[i] = IndexPath(r, section) end
  return ips
end

local function pathsCode(rows, section)
  local parts = {}
  for i, r in ipairs(rows) do parts[i] = "ui.IndexPath(" .. r .. ", " .. section .. ")" end
  return "{ " .. concat(parts, ", ") .. " }"
end

lib.builtin("batch", { "list", "section", "inserts", "deletes" }, function(read)
  local key = read("list", "string", "list")
  local section = read("section", "non-negative integer", 0)
  local maxInserts = read("inserts", "non-negative integer", 2)
  local maxDeletes = read("deletes", "non-negative integer", 2)
  local path, shape = nil, tableShape
  return {
    -- deletes name rows before the batch, inserts rows after it (UIKit's rule 2.1)
    gen = function(rnd, s)
      local view, sh = resolve(s, key, "batch")
      local n = section < view:numberOfSections() and view[sh.count](view, section) or 0
      local deletes = distinct(rnd, rnd:int(0, maxDeletes), n)
      local inserted = rnd:int(0, maxInserts)
      return { deletes = deletes, inserts = distinct(rnd, inserted, n - #deletes + inserted) }
    end,
    run = function(s, a)
      local view, sh, p = resolve(s, key, "batch")
      path, shape = p, sh
      if section >= view:numberOfSections() then return false end
      local n = view[sh.count](view, section)
      if not valid(a.deletes, n) or not valid(a.inserts, n - #a.deletes + #a.inserts) then return false end
      local function edit(method, rows)
        if #rows == 0 then return end
        if sh == tableShape then view[method](view, paths(rows, section), "automatic")
        else view[method](view, paths(rows, section)) end
      end
      view:performBatchUpdates(function()
        edit(sh.delete, a.deletes)
        edit(sh.insert, a.inserts)
      end)
    end,
    code = function(a)
      local lines = { "do local v = " .. field(key) .. (path or "") .. "; v:performBatchUpdates(function()" }
      if #a.deletes > 0 then lines[#lines + 1] = "  v:" .. shape.delete .. "(" .. pathsCode(a.deletes, section) .. shape.anim .. ")" end
      if #a.inserts > 0 then lines[#lines + 1] = "  v:" .. shape.insert .. "(" .. pathsCode(a.inserts, section) .. shape.anim .. ")" end
      lines[#lines + 1] = "end) end"
      return concat(lines, "\n")
    end,
  }
end)
