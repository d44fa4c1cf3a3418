// fork_worker.c: a worker process made by fork alone, without an exec of the binary (issue 15:
// start-up and memory). Safe only in a single-threaded process: the child goes on running the
// parent's code (Swift's runtime, malloc), which a lock held by another thread at the fork
// would deadlock. The caller asks alongside_single_threaded first.
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "CProcess.h"

/* A number field of /proc/self/status ("Threads:", "FDSize:"), or -1. One read of one file:
   listing /proc/self/task or /proc/self/fd instead made the kernel build (and, when the process
   ended, tear down) a directory entry for each thread or descriptor. */
static long status_field(const char *name) {
  int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char text[4096];
  ssize_t n = read(fd, text, sizeof text - 1);
  close(fd);
  if (n <= 0) return -1;
  text[n] = '\0';
  size_t length = strlen(name);
  for (char *line = text; line != NULL;) {
    if (strncmp(line, name, length) == 0) return strtol(line + length, NULL, 10);
    line = strchr(line, '\n');
    if (line != NULL) line++;
  }
  return -1;
}

int alongside_single_threaded(void) { return status_field("Threads:") == 1; }

/* What an exec does to descriptors, without the exec: every close-on-exec one is closed. Every
   descriptor is below the size of the descriptor table (FDSize). */
static void close_exec_descriptors(void) {
  long size = status_field("FDSize:");
  if (size < 0) return;
  for (int fd = 0; fd < size; fd++) {
    int flags = fcntl(fd, F_GETFD);
    if (flags >= 0 && (flags & FD_CLOEXEC)) close(fd);
  }
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
