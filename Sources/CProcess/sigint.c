// SIGINT as a callback: the REPL's Ctrl-C interrupts the Lua code running (LuaKit's
// `LuaState.interrupt`) instead of ending the session. The action and its context are the one
// process-wide state here, as a signal handler is process-wide.
#include "CProcess.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>

static void (*volatile sigint_action)(void *) = NULL;
static void *volatile sigint_context = NULL;

static void on_sigint(int signal) {
    (void)signal;
    void (*action)(void *) = sigint_action;
    if (action != NULL) action(sigint_context);
}

void alongside_call_on_sigint(void (*action)(void *), void *context) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sigint_context = context;
    sigint_action = action;
    sa.sa_handler = action != NULL ? on_sigint : SIG_DFL;
    sigaction(SIGINT, &sa, NULL);
}
