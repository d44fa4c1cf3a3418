/* assertion_decider.c: the passing case of the most common assertions, decided in C for the
 * fast assertions (fast_assertions.lua), whose chains' __call asks it first.
 *
 * Why: of a passing `assert.are.equal(a, b)`'s 5.8 k instructions, 2.9 k were that __call: the
 * meaning looked up by the chain's key path, `select('#', ...)`, the check called with the
 * arguments again, `type` called on each, all in Lua. Here they are a few raw reads
 * (BENCHMARKS.md, "Per test, ninth pass").
 *
 * What it may do: decide what that __call would decide, for a chain whose key path has a code
 * (fast_assertions.lua's `code_of`: equal, truthy, falsy, true, false and the type checks, each
 * perhaps negated; set when the path's meaning was resolved), and record it as that __call does
 * (the chain's `mod` and `failure_message`). Anything else returns false with nothing changed,
 * and the Lua code goes on as before: a chain standing for a luassert state, a path not resolved
 * yet, a value with an `__eq` that would run, a failing case, a `failure_message` whose
 * assignment would run a `__newindex`. Nothing here calls a metamethod or steps the collector,
 * and nothing raises but Lua's memory error when `failure_message` is new on the chain (as the
 * same assignment in Lua would), or an error of Lua's own if a debug library the runner did not
 * close replaced the key upvalues (the two tables are checked).
 * It returns before the Lua code can raise anything, so no error or failure names this frame.
 * The runner closes it to the debug library as it closes its own Lua functions (its upvalues
 * hold luassert's real states). */
#include "LuaSpecScripts.h"

#include <lua5.4/lua.h>

/* The upvalues of a decider: fast_assertions.lua's tables and the keys read. */
enum {
  REAL_OF = 1,      /* chain -> the luassert state it stands for (weak keys) */
  CODES,            /* joined key path -> its meaning's code (fast_assertions.lua's code_of) */
  KEY_TOKENS, KEY_MOD, KEY_FAILURE_MESSAGE, KEY_EQ, KEY_NEWINDEX,
  UPVALUES = KEY_NEWINDEX
};
/* (The keys are upvalues, not pushed strings: pushing a string may step the collector, which
 * could run a spec's __gc in the middle of a decision.) */

/* A code is a check's number times two, plus one when its modifiers negate it. The numbers are
 * these, handed to fast_assertions.lua by make_decider (its `kind_of`): one place says them. */
enum { EQUALS = 1, TRUTHY, FALSY, IS_TRUE, IS_FALSE, FIRST_TYPE };
static const struct { const char *check; int number; } checks[] = {
  { "equal", EQUALS }, { "truthy", TRUTHY }, { "falsy", FALSY }, { "true", IS_TRUE }, { "false", IS_FALSE },
};
/* The type checks (`is_nil` ... `is_thread`): number FIRST_TYPE + i checks type name i. */
static const struct { const char *name; int type; } types[] = {
  { "nil", LUA_TNIL }, { "boolean", LUA_TBOOLEAN }, { "number", LUA_TNUMBER }, { "string", LUA_TSTRING },
  { "table", LUA_TTABLE }, { "userdata", LUA_TUSERDATA }, { "function", LUA_TFUNCTION },
  { "thread", LUA_TTHREAD },
};
#define COUNT(a) ((int)(sizeof (a) / sizeof (a)[0]))

/* rawget(t, upvalue key) pushed; returns its type. */
static int raw_field(lua_State *L, int t, int key) {
  lua_pushvalue(L, lua_upvalueindex(key));
  return lua_rawget(L, t);
}

/* `type(v)` as Lua's `type` names it: light and full userdata alike. */
static int type_name_of(lua_State *L, int i) {
  int t = lua_type(L, i);
  return t == LUA_TLIGHTUSERDATA ? LUA_TUSERDATA : t;
}

/* Whether the value at i has a metatable (the one `debug.getmetatable` gives) with an __eq. */
static int has_eq(lua_State *L, int i) {
  if (!lua_getmetatable(L, i)) return 0;
  lua_pushvalue(L, lua_upvalueindex(KEY_EQ));
  int found = lua_rawget(L, -2) != LUA_TNIL;
  lua_settop(L, -3);
  return found;
}

/* fast_assertions.lua's `equals` (x == y) for the values at x and y: -1 (not decided) when `==`
 * would run an __eq, else whether they are equal. */
static int equals(lua_State *L, int x, int y) {
  int tx = type_name_of(L, x);
  if ((tx == LUA_TTABLE || tx == LUA_TUSERDATA) && type_name_of(L, y) == tx && !lua_rawequal(L, x, y)) {
    if (has_eq(L, x) || has_eq(L, y)) return -1;
  }
  return lua_rawequal(L, x, y);
}

/* decide(chain, ...) -> true when the chain's assertion holds as its modifiers want, recorded
 * on the chain as fast_assertions.lua's __call records it; false when not decided here. */
static int decide(lua_State *L) {
  int top = lua_gettop(L), n = top - 1;   /* the assertion's arguments: 2 .. top */
  int holds, message;                     /* message: the argument that is the failure message */
  /* (upvalues checked: a debug library the runner did not close could have replaced them) */
  if (lua_type(L, 1) != LUA_TTABLE || lua_type(L, lua_upvalueindex(REAL_OF)) != LUA_TTABLE ||
      lua_type(L, lua_upvalueindex(CODES)) != LUA_TTABLE) goto undecided;
  lua_pushvalue(L, 1);
  if (lua_rawget(L, lua_upvalueindex(REAL_OF)) != LUA_TNIL) goto undecided;
  if (raw_field(L, 1, KEY_TOKENS) != LUA_TSTRING) goto undecided;
  if (lua_rawget(L, lua_upvalueindex(CODES)) != LUA_TNUMBER) goto undecided;
  int exact;
  lua_Integer code = lua_tointegerx(L, -1, &exact);
  if (!exact || code < 2 * EQUALS || code >= 2 * (FIRST_TYPE + COUNT(types))) goto undecided;
  if (raw_field(L, 1, KEY_MOD) != LUA_TBOOLEAN) goto undecided;
  int mod = lua_toboolean(L, -1) ^ (int)(code & 1);
  int kind = (int)(code >> 1);
  switch (kind) {
    case EQUALS:                          /* equals(n, x, y, m) */
      if (n < 2) goto undecided;
      holds = equals(L, 2, 3);
      message = 4;
      break;
    case TRUTHY:                          /* truthy(n, x, m), falsy(n, x, m) */
    case FALSY:
      if (n < 1) goto undecided;
      holds = lua_toboolean(L, 2) == (kind == TRUTHY);
      message = 3;
      break;
    case IS_TRUE:                         /* x == true, m; x == false, m */
    case IS_FALSE:
      holds = lua_type(L, 2) == LUA_TBOOLEAN && lua_toboolean(L, 2) == (kind == IS_TRUE);
      message = 3;
      break;
    default:                              /* type(x) == etype, m (x nil when not given) */
      holds = (n >= 1 ? type_name_of(L, 2) : LUA_TNIL) == types[kind - FIRST_TYPE].type;
      message = 3;
  }
  if (holds < 0 || holds != mod) goto undecided;
  int keep_message = message <= top && lua_type(L, message) != LUA_TNIL;
  /* `chain.failure_message = m` in Lua calls a __newindex (one a spec gave the chains' metatable)
   * when the key is new: Lua's assignment then, not a raw one here. */
  if (keep_message && raw_field(L, 1, KEY_FAILURE_MESSAGE) == LUA_TNIL && lua_getmetatable(L, 1)) {
    lua_pushvalue(L, lua_upvalueindex(KEY_NEWINDEX));
    if (lua_rawget(L, -2) != LUA_TNIL) goto undecided;
  }
  lua_pushvalue(L, lua_upvalueindex(KEY_MOD));
  lua_pushboolean(L, mod);
  lua_rawset(L, 1);                       /* chain.mod = mod (the key is there: no __newindex) */
  if (keep_message) {
    lua_pushvalue(L, lua_upvalueindex(KEY_FAILURE_MESSAGE));
    lua_pushvalue(L, message);
    lua_rawset(L, 1);                     /* chain.failure_message = m */
  }
  lua_settop(L, top);
  lua_pushboolean(L, 1);
  return 1;
undecided:
  lua_settop(L, top);
  lua_pushboolean(L, 0);
  return 1;
}

/* make_decider(real_of, codes) -> decide bound to those tables, and the numbers its codes are
 * made of: { equal = 1, truthy = 2, ..., ["nil"] = 6, ... } (a check's name in
 * fast_assertions.lua's `checks`, its number). */
int alongside_make_decider(lua_State *L) {
  lua_settop(L, 2);
  lua_pushliteral(L, "tokens");
  lua_pushliteral(L, "mod");
  lua_pushliteral(L, "failure_message");
  lua_pushliteral(L, "__eq");
  lua_pushliteral(L, "__newindex");
  lua_pushcclosure(L, decide, UPVALUES);
  lua_createtable(L, 0, COUNT(checks) + COUNT(types));
  for (int i = 0; i < COUNT(checks); i++) {
    lua_pushinteger(L, checks[i].number);
    lua_setfield(L, -2, checks[i].check);
  }
  for (int i = 0; i < COUNT(types); i++) {
    lua_pushinteger(L, FIRST_TYPE + i);
    lua_setfield(L, -2, types[i].name);
  }
  return 2;
}
