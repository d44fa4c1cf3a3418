// MessageLog: the shared memory a worker appends its messages to and its supervisor reads them
// from, with no system call per message.
import CProcess

/// A byte ring in memory both processes map (MAP_SHARED, the first part of the worker's
/// in-memory file, `WorkerOutputRegion`): the worker copies each message's bytes in and
/// publishes how many bytes it has ever written (`head`); the supervisor copies out up to
/// `head` and publishes how many it has ever read (`tail`).
///
/// Why: each test sent two messages down a pipe, two `write`s per test in the worker and the
/// kernel's pipe work behind them, a tenth of a run's samples. The ring keeps the pipe's
/// guarantees: a message is in the shared memory before the code it announces runs, so a
/// worker killed there leaves it behind and the supervisor still reads it after the death
/// (the pages belong to the file, not to the worker); only the worker's Swift code writes the
/// ring, so a spec's output cannot forge a message (a spec that writes its own process's
/// memory through `/proc/self/mem` can; `--sandbox` refuses that open). The supervisor reads it when it polls
/// (every few milliseconds while messages flow) and when the doorbell rings (a file done, the
/// ring half full, or full with the worker waiting for room).
///
/// Layout: `head` (UInt64), `tail` (UInt64), `waiting` (UInt32, the worker waits for room),
/// `room` (UInt32, a futex word the supervisor bumps when it made room for a waiting worker),
/// `claimed` (UInt32, set by a worker that writes here), then `capacity` bytes of data at
/// `headerSize`.
final class MessageLog {
    static let capacity = 128 << 10
    static let headerSize = 64
    /// The bytes the log takes at the start of the worker's in-memory file.
    static let size = headerSize + capacity

    private let base: UnsafeMutableRawPointer
    /// The worker's head, or the supervisor's tail: this side's own offset, kept locally.
    private var mine: UInt64 = 0

    /// `base`: `size` bytes of shared memory, zeroed when made (a new in-memory file is).
    init(_ base: UnsafeMutableRawPointer) {
        self.base = base
    }

    private var head: UnsafeMutablePointer<UInt64> { base.assumingMemoryBound(to: UInt64.self) }
    private var tail: UnsafeMutablePointer<UInt64> { (base + 8).assumingMemoryBound(to: UInt64.self) }
    private var waiting: UnsafeMutablePointer<UInt32> { (base + 16).assumingMemoryBound(to: UInt32.self) }
    private var room: UnsafeMutablePointer<UInt32> { (base + 20).assumingMemoryBound(to: UInt32.self) }
    private var claim: UnsafeMutablePointer<UInt32> { (base + 24).assumingMemoryBound(to: UInt32.self) }
    private var data: UnsafeMutableRawPointer { base + Self.headerSize }

    // MARK: the worker's side

    /// Tells the supervisor, before any spec code runs, that every message comes through here:
    /// from then on it takes what arrives on the message pipe for a forgery (a spec can open
    /// `/proc/self/fd/4`) and drops it.
    func claimForMessages() { _ = alongside_exchange_u32(claim, 1) }

    /// Whether the worker claimed the log (`claimForMessages`).
    var claimed: Bool { alongside_load_u32(claim) == 1 }

    /// Bytes written and not yet read by the supervisor. A `tail` past this side's head is not
    /// the supervisor's doing (the shared page is writable through `/proc/self/mem`): it counts
    /// as a full ring, so the worker waits until the supervisor's next read puts its own `tail`
    /// back, rather than trapping on the subtraction.
    var unread: Int {
        let read = alongside_load_u64(tail)
        return read > mine ? Self.capacity : Int(min(mine - read, UInt64(Self.capacity)))
    }

    /// Appends `bytes`, all of them: when the ring is full the worker calls `ring` (the
    /// supervisor must read now) and waits for room.
    func append(_ bytes: UnsafeRawBufferPointer, ring: () -> Void) {
        guard let source = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let free = Self.capacity - unread
            if free <= 0 {
                waitForRoom(ring: ring)
                continue
            }
            let n = min(free, bytes.count - done)
            let at = Int(mine % UInt64(Self.capacity))
            let first = min(n, Self.capacity - at)
            (data + at).copyMemory(from: source + done, byteCount: first)
            if first < n { data.copyMemory(from: source + done + first, byteCount: n - first) }
            mine &+= UInt64(n)
            alongside_store_u64(head, mine)
            done += n
        }
    }

    /// Waits until the supervisor has read something (or 20 ms, then looks again: a wake-up
    /// is never lost for good).
    private func waitForRoom(ring: () -> Void) {
        let seen = alongside_load_u32(room)
        _ = alongside_exchange_u32(waiting, 1)
        guard unread >= Self.capacity else { return }  // read meanwhile
        ring()
        alongside_futex_wait(room, seen, 20)
    }

    // MARK: the supervisor's side

    /// Hands what the worker wrote since the last call to `consume` (in at most two pieces,
    /// in order), then gives the room back. Safe after the worker died: what it published is
    /// all there.
    func take(_ consume: (UnsafeRawBufferPointer) -> Void) {
        let written = alongside_load_u64(head)
        // a head that moved back or past a whole ring is not the worker's doing: read no garbage
        let n = Int(min(written &- mine, UInt64(Self.capacity)))
        guard n > 0, written >= mine else { return }
        let at = Int(mine % UInt64(Self.capacity))
        let first = min(n, Self.capacity - at)
        consume(UnsafeRawBufferPointer(start: data + at, count: first))
        if first < n { consume(UnsafeRawBufferPointer(start: data, count: n - first)) }
        mine = written
        alongside_store_u64(tail, mine)
        if alongside_exchange_u32(waiting, 0) == 1 { alongside_futex_wake(room) }
    }
}
