// The process calls Swift cannot import: prctl is variadic, so Swift's Glibc leaves it out.
#include "CProcess.h"

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
