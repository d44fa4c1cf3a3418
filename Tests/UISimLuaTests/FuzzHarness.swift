// FuzzHarness: what the area fuzz tests (Fuzz+ListsTests, Fuzz+TransactionsTests,
// Fuzz+ControllersTests) share — the Lua prelude that counts errors and keeps those of an
// unexpected shape, and the run that checks a fuzz completed, hit errors, saw only Lua-style
// ones, and closes its state cleanly.
import LuaKit
import Testing
import UISimLua

/// A fuzz body with the prelude it expects before it: the globals `SEED` and `CALLS` are set;
/// `R`, `pick`, `IP`, `errors`, `unexpected`, `record(what, ok, err)`, `readField(o, name, add)`,
/// `callField(o, name, value, add)` and `fuzzNames(pool, names, value, scene)` (the
/// read/assign/call loop) are defined, and
/// `record` counts an error as expected when its message (without its position) matches one of
/// `shapes` (Lua patterns). The body returns `CALLS, errors, table.concat(unexpected, "\n")`
/// and then any counts of its own.
func fuzzSource(shapes: [String], body: String) -> String {
    let patterns = shapes.map { "[==[\($0)]==]" }.joined(separator: ", ")
    return """
        math.randomseed(SEED)
        local R = math.random
        local function pick(t) return t[R(#t)] end
        local IP = ui.IndexPath
        local errors, unexpected, nUnexpected = 0, {}, 0
        local shapes = { \(patterns) }
        local function record(what, ok, err)
          if ok then return end
          errors = errors + 1
          local m = type(err) == "string" and err:gsub("^[^\\n:]*:%d+: ", "") or nil
          local fine = false
          if m then for _, p in ipairs(shapes) do if m:find(p) then fine = true end end end
          if not fine then
            nUnexpected = nUnexpected + 1
            if nUnexpected <= 8 then unexpected[#unexpected + 1] = what .. " -> " .. tostring(err):sub(1, 300) end
          end
        end
        -- CALLS times: read, assign (a `value()`) or call (with two `value()`s) a random name of
        -- `names` on a random object of `pool`, recording each error; `scene()` every 150 calls.
        local function fuzzNames(pool, names, value, scene)
          for i = 1, CALLS do
            if i % 150 == 0 then scene() end
            local o, name = pick(pool), pick(names)
            local k = R(4)
            if k == 1 then
              record("read " .. name, pcall(function() return tostring(o[name]) end))
            elseif k == 2 then
              local v = value()
              record("assign " .. name, pcall(function() o[name] = v end))
            else
              record("call " .. name, pcall(function()
                local f = o[name]
                if type(f) == "function" then return f(o, value(), value()) end
              end))
            end
          end
          return CALLS
        end

        -- Reads o[name], recording an error, and adds what it read with `add`.
        local function readField(o, name, add)
          local ok, r = pcall(function() return o[name] end)
          record("get " .. name, ok, r)
          if ok then add(r) end
        end
        -- Reads o[name] and, if it is a function, calls it with o (sometimes a random value as
        -- self) and three random values, adding what it returns (and the members of a table).
        local function callField(o, name, value, add)
          local ok, f = pcall(function() return o[name] end)
          record("get " .. name, ok, f)
          if ok and type(f) == "function" then
            local self = R(8) == 1 and value() or o
            local results = table.pack(pcall(f, self, value(), value(), value()))
            record("call " .. name, results[1], results[2])
            if results[1] then
              for j = 2, results.n do
                add(results[j])
                if type(results[j]) == "table" then for _, c in ipairs(results[j]) do add(c) end end
              end
            end
          end
        end

        """ + body
}

/// Runs `source` (from `fuzzSource`, or returning the same three results) for `seed`, expects it to complete `calls` calls, hit
/// errors, and see only expected shapes; returns the body's own counts after the first three
/// results.
@discardableResult
func runFuzz(_ source: String, name: String, seed: Int, calls: Int) throws -> [Int64] {
    var lua: LuaState? = try LuaState()
    try UISimLua.install(into: lua!)
    try lua!.run("ui = require 'ui'; SEED = \(seed); CALLS = \(calls)")
    let r = try lua!.run(source, name: "=\(name)")
    let made = r.first?.integer ?? -1
    let errors = r.dropFirst().first?.integer ?? -1
    let unexpected = r.dropFirst(2).first?.string ?? "?"
    #expect(made == Int64(calls), "seed \(seed): the run did not complete")
    #expect(errors > 0, "seed \(seed): the fuzz hit no errors at all")
    #expect(unexpected.isEmpty, "seed \(seed): unexpected error shapes:\n\(unexpected)")
    let counts = r.dropFirst(3).map { $0.integer ?? -1 }
    lua!.collectGarbage()
    lua = nil
    return counts
}
