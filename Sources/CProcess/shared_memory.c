// shared_memory.c: an anonymous file for memory a supervisor shares with a worker
// (memfd_create is not visible from Swift's Glibc module).
#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>

#include "CProcess.h"

int alongside_shared_memory(const char *name, long size) {
  int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0) return -1;
  if (ftruncate(fd, (off_t)size) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}
