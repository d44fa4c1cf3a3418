-- explore/actions: how a built-in action is made (`ui.actions.pop{ nav = "nav" }`), `ui.skip`,
-- and the built-ins that move the navigation stack and the clock. Each built-in names the
-- scene's fields it drives by key (`nav = "nav"` is `s.nav`), so its steps print as code that
-- reads the same fields of the pasted `local s = scene()`.
local lib = ...

local type, error, setmetatable = type, error, setmetatable
local field, literal = lib.field, lib.literal

lib.actions = {}

-- `ui.skip()` inside an action: "not applicable now" (as `return false`), from any depth.
local skipped = setmetatable({}, { __name = "ui.skip", __tostring = function() return "ui.skip" end })
lib.skipped = skipped
function lib.skip() error(skipped, 0) end

-- A scene that lacks a field a built-in names is the spec's mistake, not a failure the
-- exploration found: raised as an error, through the explorer's own pcalls.
local SceneError = { __name = "ui.explore scene error" }
SceneError.__tostring = function(e) return e.message end
lib.SceneError = SceneError

--- The scene's field `key`, which built-in `action` needs (named by its `option`); raises a
--- SceneError if absent, or if it is not a `kind` (one that has the field `probe`: a World
--- has `advance`).
function lib.need(s, key, action, option, kind, probe)
  local v = type(s) == "table" and s[key] or nil
  if v == nil then
    local have = {}
    if type(s) == "table" then
      for k in pairs(s) do if type(k) == "string" then have[#have + 1] = k end end
    end
    table.sort(have)
    lib.scene_error("ui.actions." .. action .. ": the scene has no field '" .. key ..
      "' (scene() returned a table with " .. (#have > 0 and table.concat(have, ", ") or "no named fields") ..
      "; choose another with ui.actions." .. action .. "{ " .. option .. " = \"…\" })")
  end
  if probe and not lib.has(v, probe) then
    lib.scene_error("ui.actions." .. action .. ": scene field '" .. key .. "' is not a " .. kind ..
      " (got " .. lib.got(v) .. ")")
  end
  return v
end

--- Whether reading field `name` of `object` works (strict objects raise for unknown fields).
function lib.has(object, name)
  return (pcall(function() return object[name] end))
end

--- Raises the spec's mistake about its scene (see SceneError).
function lib.scene_error(message)
  error(setmetatable({ message = message }, SceneError), 0)
end

--- Defines `ui.actions.<name>`: a function of an options table (the `keys` of the action, plus
--- `weight` and `when`) returning the action. `make(read)` returns the action's fields; `read`
--- reads the options. The constructor itself is also accepted in `actions` (all defaults).
function lib.builtin(name, keys, make)
  local all = { "weight", "when" }
  for _, k in ipairs(keys) do all[#all + 1] = k end
  lib.actions[name] = function(options)
    local reader = lib.options(options, name, "ui.actions." .. name, all)
    local function read(key, kind, default) return lib.field_of(reader, key, kind, default) end
    local action = make(read)
    action.name = name
    action.weight = read("weight", "positive number", 1)
    action.when = read("when", "function", nil)
    return action
  end
end

--- Whether a transition of `nav` is running (push, pop, or a swipe or its completion).
local function busy(nav) return nav.isTransitioning end

lib.builtin("push", { "nav", "world", "make" }, function(read)
  local navKey, worldKey, make = read("nav", "string", "nav"), read("world", "string", "world"), read("make", "string", nil)
  local function made(s)
    if make then
      local f = lib.need(s, make, "push", "make")
      if type(f) ~= "function" then lib.scene_error("ui.actions.push: scene field '" .. make .. "' is not a function (got " .. lib.got(f) .. ")") end
      return f()
    end
    return lib.need(s, worldKey, "push", "world", "World", "advance"):ViewController{ title = "Pushed" }
  end
  return {
    gen = function(rnd) return { animated = rnd:chance() } end,
    run = function(s, a)
      local nav = lib.need(s, navKey, "push", "nav", "NavigationController", "topViewController")
      if busy(nav) then return false end
      nav:pushViewController(made(s), a.animated)
    end,
    code = function(a)
      local vc = make and field(make) .. "()" or field(worldKey) .. ':ViewController{ title = "Pushed" }'
      return field(navKey) .. ":pushViewController(" .. vc .. ", " .. literal(a.animated) .. ")"
    end,
  }
end)

lib.builtin("pop", { "nav" }, function(read)
  local navKey = read("nav", "string", "nav")
  return {
    gen = function(rnd) return { animated = rnd:chance() } end,
    run = function(s, a)
      local nav = lib.need(s, navKey, "pop", "nav", "NavigationController", "topViewController")
      if busy(nav) or #nav.viewControllers < 2 then return false end
      nav:popViewController(a.animated)
    end,
    code = function(a) return field(navKey) .. ":popViewController(" .. literal(a.animated) .. ")" end,
  }
end)

local endings = { "finish", "cancel", "release" }

lib.builtin("swipeBack", { "nav" }, function(read)
  local navKey = read("nav", "string", "nav")
  return {
    gen = function(rnd)
      local a = { progress = rnd:number(0, 1), ending = rnd:pick(endings) }
      if a.ending == "release" then a.velocity = rnd:int(-1000, 1000) end
      return a
    end,
    run = function(s, a)
      local nav = lib.need(s, navKey, "swipeBack", "nav", "NavigationController", "topViewController")
      if busy(nav) then return false end
      local swipe = nav:beginInteractivePop()
      if not swipe then return false end   -- nothing to pop, not on screen, or disabled
      swipe:update(a.progress)
      if a.ending == "release" then swipe:release{ velocity = a.velocity or 0 }
      elseif a.ending == "cancel" then swipe:cancel()
      else swipe:finish() end
    end,
    code = function(a)
      local ending = a.ending == "release" and "release{ velocity = " .. literal(a.velocity or 0) .. " }"
        or a.ending .. "()"
      return "do local swipe = assert(" .. field(navKey) .. ":beginInteractivePop()); swipe:update(" ..
        literal(a.progress) .. "); swipe:" .. ending .. " end"
    end,
    -- a release is simpler said as the finish or cancel it decided; a progress, as its end
    shrink = function(a)
      local simpler = {}
      if a.ending == "release" then
        simpler[1] = { progress = a.progress, ending = "cancel" }
        simpler[2] = { progress = a.progress, ending = "finish" }
      end
      if a.progress ~= 1 and a.progress ~= 0 then
        local ended = lib.copy(a)
        ended.progress = 1
        simpler[#simpler + 1] = ended
      end
      return simpler
    end,
  }
end)

lib.builtin("advance", { "world", "max" }, function(read)
  local worldKey, max = read("world", "string", "world"), read("max", "positive number", 1)
  return {
    gen = function(rnd) return { dt = rnd:number(math.min(0.01, max), max) } end,
    run = function(s, a) lib.need(s, worldKey, "advance", "world", "World", "advance"):advance(a.dt) end,
    code = function(a) return field(worldKey) .. ":advance(" .. literal(a.dt) .. ")" end,
    -- two advances are one longer advance (to the generator's two decimals: 0.2 + 0.1 is 0.3)
    merge = function(a, b)
      if type(a.dt) ~= "number" or type(b.dt) ~= "number" then return nil end
      return { dt = math.floor((a.dt + b.dt) * 100 + 0.5) / 100 }
    end,
  }
end)

lib.builtin("settle", { "world" }, function(read)
  local worldKey = read("world", "string", "world")
  return {
    run = function(s) lib.need(s, worldKey, "settle", "world", "World", "advance"):settle() end,
    code = function() return field(worldKey) .. ":settle()" end,
  }
end)
