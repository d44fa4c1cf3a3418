// HardDeadline: how long past --timeout a worker may run a test before the supervisor kills it.

/// Seconds added to `--timeout` before the supervisor kills a worker whose test is still
/// running: the in-process timeout gets the first chance, so a test stopped by it keeps its
/// ordinary message; only C code that never returns to the VM reaches the kill.
let hardDeadlineGrace: Double = 2
