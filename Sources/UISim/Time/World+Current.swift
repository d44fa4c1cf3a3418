// World+Current: which world UIKit-style static calls (`UIView.animate`) act on.
#if canImport(Glibc)
import Glibc
#endif

/// The per-thread "current world" slot: UIKit's static animation API has no receiver, and the
/// main thread is UIKit's implicit context; here each thread has its own, set by `perform`.
private let currentWorldKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

extension World {
    /// The world whose code is running on this thread (inside `perform`, or while the world
    /// runs scheduled work, callbacks and animation blocks).
    public static var current: World? {
        guard let p = pthread_getspecific(currentWorldKey) else { return nil }
        return Unmanaged<World>.fromOpaque(p).takeUnretainedValue()
    }

    /// Runs `body` with this world as `World.current`.
    @discardableResult
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(currentWorldKey)
        let me = Unmanaged.passUnretained(self).toOpaque()
        if previous == me { return try body() }   // already current (nested)
        pthread_setspecific(currentWorldKey, me)
        defer { pthread_setspecific(currentWorldKey, previous) }
        return try body()
    }
}
