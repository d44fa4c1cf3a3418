/* deadline.c: the per-call deadline: a watchdog thread per state that, once the deadline
 * passes, arms a count hook on the running thread that raises on every instruction. The
 * watchdog is the only other thread that touches a state, so its locking lives here alone. */
#include "host.h"

#include <lua5.4/lauxlib.h>
#include <time.h>

double clua_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void deadline_init(CLuaHost *h) {
  pthread_mutex_init(&h->mu, NULL);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&h->cv, &ca);
  pthread_condattr_destroy(&ca);
}

/* Stops and joins the watchdog (the state is about to close). */
void deadline_stop(CLuaHost *h) {
  pthread_mutex_lock(&h->mu);
  h->stopping = 1;
  h->deadline = 0;
  pthread_cond_signal(&h->cv);
  pthread_mutex_unlock(&h->mu);
  if (h->watchdog_started) pthread_join(h->watchdog, NULL);
}

void deadline_destroy(CLuaHost *h) {
  pthread_cond_destroy(&h->cv);
  pthread_mutex_destroy(&h->mu);
}

/* Registry key (its address only) of where the hook last stopped the code: "chunk:3: ". */
static const char kStoppedAt = 0;

void push_stopped_at(lua_State *L) {
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &kStoppedAt) != LUA_TSTRING) {
    lua_settop(L, -2);
    lua_pushliteral(L, "");
  }
  lua_pushnil(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kStoppedAt);
}

/* Count hook armed by the watchdog: raises on every instruction until the protected call
 * ends, so a script cannot swallow the timeout with pcall. */
void timeout_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  CLuaHost *h = host(L);
  if (!atomic_load(&h->expired)) {        /* a stale hook from an earlier call */
    lua_sethook(L, NULL, 0, 0);
    return;
  }
  lua_sethook(L, timeout_hook, LUA_MASKCOUNT, 1);
  luaL_where(L, 0);                       /* the running function, not its caller */
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kStoppedAt);  /* for push_stopped_at */
  lua_pushfstring(L, "timeout: the call ran longer than %f s", h->timeout);
  lua_concat(L, 2);
  lua_error(L);
}

static void *watchdog_main(void *arg) {
  CLuaHost *h = arg;
  pthread_mutex_lock(&h->mu);
  while (!h->stopping) {
    if (h->deadline == 0 || atomic_load(&h->expired)) {
      h->watchdog_idle = 1;
      pthread_cond_wait(&h->cv, &h->mu);
      h->watchdog_idle = 0;
      continue;
    }
    double now = clua_now();
    if (now >= h->deadline) {
      atomic_store(&h->expired, 1);
      lua_sethook(h->current, timeout_hook, LUA_MASKCOUNT, 1);  /* signal-safe in Lua */
      continue;
    }
    struct timespec ts;
    double d = h->deadline;
    ts.tv_sec = (time_t)d;
    ts.tv_nsec = (long)((d - (double)ts.tv_sec) * 1e9);
    pthread_cond_timedwait(&h->cv, &h->mu, &ts);
  }
  pthread_mutex_unlock(&h->mu);
  return NULL;
}

/* Arms the deadline for the call about to run on L (never later than an enclosing one) and
 * returns the enclosing one. Wakes the watchdog only when it sleeps with no deadline, so a run
 * of short tests costs no thread switches. */
Deadline arm_deadline(lua_State *L, CLuaHost *h, double seconds) {
  pthread_mutex_lock(&h->mu);
  Deadline outer = { h->deadline, h->timeout };
  double mine = clua_now() + seconds;
  if (outer.deadline == 0 || mine < outer.deadline) {
    h->timeout = seconds;
    h->deadline = mine;
  }
  h->current = L;
  if (!h->watchdog_started) {
    pthread_attr_t attr;                    /* the watchdog only waits: a small stack will do */
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 64 * 1024);
    if (pthread_create(&h->watchdog, &attr, watchdog_main, h) == 0) h->watchdog_started = 1;
    pthread_attr_destroy(&attr);
  } else if (h->watchdog_idle) {
    pthread_cond_signal(&h->cv);
  }
  pthread_mutex_unlock(&h->mu);
  return outer;
}

/* Ends the call's deadline and restores the enclosing one; returns 1 if the call timed out
 * (even if the script caught the error and returned normally, e.g. `return pcall(loop)`). */
int disarm_deadline(lua_State *L, CLuaHost *h, Deadline outer) {
  pthread_mutex_lock(&h->mu);
  int expired = atomic_load(&h->expired);
  if (expired) {
    atomic_store(&h->expired, 0);
    lua_sethook(L, NULL, 0, 0);
  }
  h->deadline = outer.deadline;
  h->timeout = outer.timeout;
  h->current = L;
  if (outer.deadline != 0 && h->watchdog_idle) pthread_cond_signal(&h->cv);
  pthread_mutex_unlock(&h->mu);
  return expired;
}

