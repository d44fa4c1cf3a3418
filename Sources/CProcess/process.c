// The process calls Swift cannot import: prctl is variadic, so Swift's Glibc leaves it out.
#include "CProcess.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

int alongside_set_parent_death_signal(int signal) {
#ifdef __linux__
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
#else
    (void)signal;
    return -1;
#endif
}

/* Runs in the worker when its supervisor has died: kill(2) is async-signal-safe, and pid 0
 * names the caller's process group, the worker itself included. */
static void kill_own_group(int signal) {
    (void)signal;
    kill(0, SIGKILL);
}

int alongside_kill_group_on_parent_death(void) {
    if (getpgrp() != getpid()) return alongside_set_parent_death_signal(SIGKILL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = kill_own_group;
    if (sigaction(SIGUSR2, &sa, NULL) != 0) return alongside_set_parent_death_signal(SIGKILL);
    sigset_t usr2;
    sigemptyset(&usr2);
    sigaddset(&usr2, SIGUSR2);
    sigprocmask(SIG_UNBLOCK, &usr2, NULL);
    return alongside_set_parent_death_signal(SIGUSR2);
}
