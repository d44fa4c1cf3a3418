/* interrupt.c: Ctrl-C for an interactive session, as lua.c does it: arming a hook (lua_sethook
 * is safe to call from a signal handler) that raises "interrupted!" at the next instruction, so
 * a runaway loop ends with an error and the session goes on. The SIGINT handler itself, which
 * must be process-wide, lives with the command line (CProcess); the shim keeps no state. */
#include "host.h"

#include <lua5.4/lauxlib.h>

static void interrupt_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  lua_sethook(L, NULL, 0, 0);
  luaL_error(L, "interrupted!");
}

void clua_interrupt(void *state) {
  lua_sethook((lua_State *)state, interrupt_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
}

void clua_clear_interrupt(lua_State *L) {
  if (lua_gethook(L) == interrupt_hook) lua_sethook(L, NULL, 0, 0);
}
