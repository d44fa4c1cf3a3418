/* scripts.c: embeds ui.explore's Lua sources with C23 #embed, so the binary needs no resource
 * bundle at start-up. The order is the load order: each chunk adds to one shared table. */
#include "UISimLuaScripts.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char random_lua[] = {
#embed "explore/random.lua"
};
static const char literal_lua[] = {
#embed "explore/literal.lua"
};
static const char options_lua[] = {
#embed "explore/options.lua"
};
static const char actions_lua[] = {
#embed "explore/actions.lua"
};
static const char lists_lua[] = {
#embed "explore/list_actions.lua"
};
static const char replay_lua[] = {
#embed "explore/replay.lua"
};
static const char shrink_lua[] = {
#embed "explore/shrink.lua"
};
static const char explore_lua[] = {
#embed "explore/explore.lua"
};

static const struct {
  const char *name;
  const char *source;
  size_t length;
} chunks[] = {
  { "explore/random", random_lua, sizeof random_lua },
  { "explore/literal", literal_lua, sizeof literal_lua },
  { "explore/options", options_lua, sizeof options_lua },
  { "explore/actions", actions_lua, sizeof actions_lua },
  { "explore/list_actions", lists_lua, sizeof lists_lua },
  { "explore/replay", replay_lua, sizeof replay_lua },
  { "explore/shrink", shrink_lua, sizeof shrink_lua },
  { "explore/explore", explore_lua, sizeof explore_lua },
};

size_t uisim_explore_chunk_count(void) { return sizeof chunks / sizeof chunks[0]; }

const char *uisim_explore_chunk(size_t index, size_t *length, const char **name) {
  if (index >= uisim_explore_chunk_count()) {
    *length = 0;
    *name = "";
    return "";
  }
  *length = chunks[index].length;
  *name = chunks[index].name;
  return chunks[index].source;
}
