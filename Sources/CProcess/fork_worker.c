// fork_worker.c: a worker process made by fork alone, without an exec of the binary (issue 15:
// start-up and memory). Safe only in a single-threaded process: the child goes on running the
// parent's code (Swift's runtime, malloc), which a lock held by another thread at the fork
// would deadlock. The caller asks alongside_single_threaded first.
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "CProcess.h"

int alongside_single_threaded(void) {
  DIR *tasks = opendir("/proc/self/task");
  if (!tasks) return 0;
  int count = 0;
  struct dirent *e;
  while ((e = readdir(tasks)) != NULL) {
    if (e->d_name[0] != '.') count++;
  }
  closedir(tasks);
  return count == 1;
}

/* What an exec does to descriptors, without the exec: every close-on-exec one is closed. */
static void close_exec_descriptors(void) {
  DIR *fds = opendir("/proc/self/fd");
  if (!fds) return;
  int self = dirfd(fds);
  int found[1024];
  int n = 0, more = 1;
  while (more) {
    n = 0;
    more = 0;
    rewinddir(fds);
    struct dirent *e;
    while ((e = readdir(fds)) != NULL) {
      if (e->d_name[0] == '.') continue;
      int fd = atoi(e->d_name);
      if (fd == self) continue;
      int flags = fcntl(fd, F_GETFD);
      if (flags >= 0 && (flags & FD_CLOEXEC)) {
        if (n == 1024) { more = 1; break; }
        found[n++] = fd;
      }
    }
    for (int i = 0; i < n; i++) close(found[i]);
  }
  closedir(fds);
}

pid_t alongside_fork_worker(const int *from, const int *to, int count, int stdout_to_stderr) {
  pid_t pid = fork();
  if (pid != 0) return pid;  /* the parent (or -1) */
  /* the child: as posix_spawn set the exec'd worker up (POSIX_SPAWN_SETPGROUP, SETSIGDEF,
     SETSIGMASK, the dup2 actions), then as the exec would (close-on-exec descriptors closed) */
  setpgid(0, 0);
  struct sigaction dfl = {0};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  for (int s = 1; s < NSIG; s++) {
    if (s != SIGKILL && s != SIGSTOP) sigaction(s, &dfl, NULL);
  }
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  if (stdout_to_stderr) dup2(2, 1);
  for (int i = 0; i < count; i++) {
    if (from[i] >= 0) dup2(from[i], to[i]);  /* dup2 clears close-on-exec on the copy */
  }
  close_exec_descriptors();
  return 0;
}
