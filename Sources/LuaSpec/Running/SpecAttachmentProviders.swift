// SpecAttachmentProviders: a state's attachment providers, kept as Swift closures.
import LuaKit

#if canImport(Glibc)
import Glibc
#endif

/// The attachment providers of one Lua state, asked after every test.
///
/// Kept as Swift closures rather than as Lua functions in the registry: the runner asks them
/// after every test, passing or not, and a call through Lua (a protected call, the
/// trampoline, argument and result arrays) cost about 3,000 instructions a test, 5 % of a
/// passing test's in the worker, for a provider (the `ui` module's) that nearly always has
/// nothing to give. Found by the state's identity, once per file.
///
/// Lifetime: the state keeps this object (a function in its registry holds it), so it goes
/// when the state closes, and its `deinit` takes it out of the list of live ones. Nothing
/// here reads or runs Lua, so asking the providers cannot raise.
final class SpecAttachmentProviders {
    /// The registry key of the function that keeps the providers alive with the state.
    static let registryKey = "alongside.attachment_providers"

    /// The live objects, one per open state that has providers (one per spec file running in
    /// this process), linked by address under `lock`. A list of addresses rather than a
    /// `Mutex` of an array or a dictionary: the first use of those generic types makes the
    /// Swift runtime look their metadata up by name, about 40,000 instructions of a worker's
    /// start-up.
    nonisolated(unsafe) private static var first: UInt = 0
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    private let state: ObjectIdentifier
    private var next: UInt = 0
    /// Every provider added, in order, composed into one closure (an array of closures would
    /// cost start-up a metadata look-up by name, as above).
    private var providers: SpecAttachmentProvider?

    private init(state: ObjectIdentifier) { self.state = state }

    deinit {
        let me = Self.address(self)
        Self.locked {
            if Self.first == me { Self.first = next; return }
            var node = Self.object(at: Self.first)
            while let n = node {
                if n.next == me { n.next = next; return }
                node = Self.object(at: n.next)
            }
        }
    }

    /// The providers of `state`; made (and tied to the state) when `making` and none exist yet.
    static func of(_ state: LuaState, making: Bool = false) -> SpecAttachmentProviders? {
        let id = ObjectIdentifier(state)
        // alive while listed: an object leaves the list in its deinit, under the lock
        let found = locked { () -> SpecAttachmentProviders? in
            var node = object(at: first)
            while let n = node {
                if n.state == id { return n }
                node = object(at: n.next)
            }
            return nil
        }
        if let found { return found }
        guard making else { return nil }
        let made = SpecAttachmentProviders(state: id)
        // The state holds `made` through this function, never called: when the state closes,
        // the function is released, then `made`.
        state.setRegistryValue(registryKey, state.function { _ throws(LuaCallError) in
            withExtendedLifetime(made) {}
            return []
        })
        locked {
            made.next = first
            first = address(made)
        }
        return made
    }

    var isEmpty: Bool { providers == nil }

    func add(_ provider: @escaping SpecAttachmentProvider) {
        guard let earlier = providers else { providers = provider; return }
        providers = { testFailed in earlier(testFailed) + provider(testFailed) }
    }

    /// Asks every provider, in the order they were added: the files to attach when
    /// `testFailed`; either way each forgets what it kept for the test.
    func attachments(testFailed: Bool) -> [SpecAttachment] {
        providers?(testFailed) ?? []
    }

    private static func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    private static func address(_ p: SpecAttachmentProviders) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(p).toOpaque())
    }

    private static func object(at address: UInt) -> SpecAttachmentProviders? {
        UnsafeRawPointer(bitPattern: address).map {
            Unmanaged<SpecAttachmentProviders>.fromOpaque($0).takeUnretainedValue()
        }
    }
}
