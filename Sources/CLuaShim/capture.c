/* capture.c: standard output and standard error for a state's scripts as real Lua files
 * (FILE* userdata with Lua's LUA_FILEHANDLE metatable) whose bytes land in memory instead of
 * on the process's descriptors. busted gives a spec Lua's own io.stdout; code that hands it
 * to C (`term.isatty(io.stdout)`, luassert's formatters, `io.type`) needs a genuine FILE*, not
 * a table that looks like one. The streams are glibc cookie streams (fopencookie): every
 * write, whatever its size or buffering, calls `stage_write`, which keeps at most `limit`
 * bytes and counts the rest, so a script writing gigabytes holds no more than the limit.
 *
 * The host owns the stage and both FILEs (CLuaHost.capture) and closes them after lua_close,
 * so no __gc order can leave a Lua file pointing at a closed FILE. A script's close() of
 * either stream is refused as Lua refuses it for the real ones ("cannot close standard file").
 * Nothing here knows what the bytes are for: the caller takes them when it likes. */
#define _GNU_SOURCE
#include "host.h"

#include <errno.h>
#include <stdint.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct CaptureStage {
  char *data;
  size_t length, capacity;
  size_t limit;      /* bytes kept between two takes; past it only `dropped` grows */
  size_t dropped;
  /* In a region the caller gave (shared with another process, which reads it if this one
   * dies): its header {length, dropped}, kept current after every write; NULL otherwise. */
  uint64_t *shared;
  FILE *out, *err;   /* the cookie streams writing here */
} CaptureStage;

/* The region's header says what is kept now, for a reader that finds this process dead. */
static void stage_publish(CaptureStage *s) {
  if (!s->shared) return;
  s->shared[0] = s->length;
  s->shared[1] = s->dropped;
}

/* Appends what fits under the limit; the rest (and what memory refuses) is counted. */
static void stage_append(CaptureStage *s, const char *bytes, size_t size) {
  size_t room = s->limit > s->length ? s->limit - s->length : 0;
  size_t keep = size < room ? size : room;
  if (keep > 0 && s->length + keep > s->capacity && s->shared) {
    keep = s->capacity - s->length;  /* a region does not grow */
  } else if (keep > 0 && s->length + keep > s->capacity) {
    size_t wanted = s->capacity ? s->capacity : 4096;
    while (wanted < s->length + keep) wanted *= 2;
    if (wanted > s->limit) wanted = s->limit;
    char *grown = realloc(s->data, wanted);
    if (grown) {
      s->data = grown;
      s->capacity = wanted;
    } else {
      keep = 0;
    }
  }
  if (keep > 0) {
    memcpy(s->data + s->length, bytes, keep);
    s->length += keep;
  }
  s->dropped += size - keep;
  stage_publish(s);
}

/* The cookie functions: writes always succeed (a full stage drops, it does not fail, so a
 * script's write loop ends); reading and seeking fail as they would on a pipe. */
static ssize_t cookie_write(void *cookie, const char *buf, size_t size) {
  stage_append(cookie, buf, size);
  return (ssize_t)size;
}

static ssize_t cookie_read(void *cookie, char *buf, size_t size) {
  (void)cookie; (void)buf; (void)size;
  errno = EBADF;
  return -1;
}

static int cookie_seek(void *cookie, off64_t *offset, int whence) {
  (void)cookie; (void)offset; (void)whence;
  errno = ESPIPE;
  return -1;
}

static int cookie_close(void *cookie) {
  (void)cookie;
  return 0;
}

/* Whatever stdio still buffers (a script may setvbuf "full") reaches the stage first. */
static void stage_flush(CaptureStage *s) {
  if (s->out) fflush(s->out);
  if (s->err) fflush(s->err);
}

static CaptureStage *stage_create(size_t limit, void *region, size_t region_size) {
  CaptureStage *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->limit = limit;
  if (region && region_size > CLUA_CAPTURE_HEADER) {
    s->shared = region;
    s->data = (char *)region + CLUA_CAPTURE_HEADER;
    s->capacity = region_size - CLUA_CAPTURE_HEADER;
    stage_publish(s);
  }
  cookie_io_functions_t io = { cookie_read, cookie_write, cookie_seek, cookie_close };
  s->out = fopencookie(s, "w", io);
  s->err = fopencookie(s, "w", io);
  if (!s->out || !s->err) {
    if (s->out) fclose(s->out);
    if (s->err) fclose(s->err);
    free(s);
    return NULL;
  }
  /* unbuffered, so bytes from the two streams and from `write` keep the order they came in */
  setvbuf(s->out, NULL, _IONBF, 0);
  setvbuf(s->err, NULL, _IONBF, 0);
  return s;
}

void capture_destroy(CaptureStage *s) {
  if (!s) return;
  fclose(s->out);
  fclose(s->err);
  if (!s->shared) free(s->data);
  free(s);
}

/* close() of a captured stream: refused and left open, as liolib's io_noclose does. */
static int stream_noclose(lua_State *L) {
  luaL_Stream *p = (luaL_Stream *)luaL_checkudata(L, 1, LUA_FILEHANDLE);
  p->closef = &stream_noclose;
  luaL_pushfail(L);
  lua_pushliteral(L, "cannot close standard file");
  return 2;
}

static void push_stream(lua_State *L, FILE *f) {
  luaL_Stream *p = (luaL_Stream *)lua_newuserdatauv(L, sizeof(luaL_Stream), 0);
  p->f = f;
  p->closef = &stream_noclose;
  luaL_setmetatable(L, LUA_FILEHANDLE);
}

/* write(text): stages text after what the streams hold. */
static int l_write(lua_State *L) {
  CaptureStage *s = host(L)->capture;
  size_t len;
  const char *text = luaL_checklstring(L, 1, &len);
  stage_flush(s);
  stage_append(s, text, len);
  return 0;
}

/* take() -> text, dropped: everything staged since the last take, and the count of bytes
 * past the limit; the stage is empty afterwards. */
static int l_take(lua_State *L) {
  CaptureStage *s = host(L)->capture;
  stage_flush(s);
  lua_pushlstring(L, s->data ? s->data : "", s->length);
  lua_pushinteger(L, (lua_Integer)s->dropped);
  s->length = 0;
  s->dropped = 0;
  stage_publish(s);
  /* a stage that grew for one loud test does not keep its memory for the rest of the file */
  if (!s->shared && s->capacity > (64u << 10)) {
    free(s->data);
    s->data = NULL;
    s->capacity = 0;
  }
  return 2;
}

static int opencapture_body(lua_State *L) {
  CLuaHost *h = host(L);
  size_t limit = (size_t)lua_tointeger(L, 1);
  void *region = lua_touserdata(L, 2);
  size_t region_size = (size_t)lua_tointeger(L, 3);
  luaL_getmetatable(L, LUA_FILEHANDLE);
  if (lua_isnil(L, -1)) return luaL_error(L, "the io library is not open");
  lua_pop(L, 1);
  if (!h->capture) {
    h->capture = stage_create(limit, region, region_size);
    if (!h->capture) return luaL_error(L, "cannot create the capture streams: %s", strerror(errno));
  }
  h->capture->limit = limit;
  lua_createtable(L, 0, 4);
  push_stream(L, h->capture->out);
  lua_setfield(L, -2, "stdout");
  push_stream(L, h->capture->err);
  lua_setfield(L, -2, "stderr");
  lua_pushcfunction(L, l_write);
  lua_setfield(L, -2, "write");
  lua_pushcfunction(L, l_take);
  lua_setfield(L, -2, "take");
  return 1;
}

int clua_opencapture(lua_State *L, size_t limit, void *region, size_t region_size) {
  lua_pushcfunction(L, opencapture_body);
  lua_pushinteger(L, (lua_Integer)(limit > (size_t)LUA_MAXINTEGER ? (size_t)LUA_MAXINTEGER : limit));
  lua_pushlightuserdata(L, region);
  lua_pushinteger(L, (lua_Integer)(region_size > (size_t)LUA_MAXINTEGER ? 0 : region_size));
  return pcall_with(L, 3, 1, traceback_handler);
}
