// HardDeadline: how long past --timeout a worker may run a test before the supervisor kills it.

/// Seconds past `--timeout` before a stuck test's worker is killed: half the timeout, at most
/// 2 s. The in-process timeout gets the first chance (a test it stops keeps its ordinary
/// message); only C code that never returns to the VM reaches the kill, which still ends near
/// the limit.
func hardDeadlineGrace(_ timeout: Double) -> Double { min(2, timeout / 2) }
