// ReusePoolTests: registration, dequeue and enqueue of the shared reuse pool.
import Testing
@testable import UISim

/// A cell that counts `prepareForReuse` calls.
final class PoolTestCell: ListCell {
    var prepared = 0
    override func prepareForReuse() { prepared += 1 }
}

@Suite struct ReusePoolTests {
    @Test func registeredIdentifiersMakeNewCellsThenReuse() {
        let world = World()
        var pool = ReusePool<PoolTestCell>()
        #expect(pool.dequeue("a") == nil)
        pool.register("a") { PoolTestCell(world: world, reuseIdentifier: $0) }
        #expect(pool.isRegistered("a") && !pool.isRegistered("b"))
        guard let (first, isNew) = pool.dequeue("a") else { Issue.record("no cell"); return }
        #expect(isNew && first.reuseIdentifier == "a" && pool.createdCount == 1)
        pool.enqueue(first)
        #expect(pool.queuedCount(for: "a") == 1 && pool.contains(first))
        let again = pool.dequeue("a")
        #expect(again?.cell === first && again?.isNew == false)
        #expect(first.prepared == 1)
        #expect(pool.createdCount == 1)
    }

    @Test func cellsWithoutAnIdentifierAreNotKept() {
        var pool = ReusePool<PoolTestCell>()
        let keptWorld = World()  // views do not own their world (World docs)
        pool.enqueue(PoolTestCell(world: keptWorld, reuseIdentifier: nil))
        #expect(pool.queuedCount == 0)
    }

    @Test func queuedCellsOutliveTheirRegistration() {
        let world = World()
        var pool = ReusePool<PoolTestCell>()
        pool.register("a") { PoolTestCell(world: world, reuseIdentifier: $0) }
        if let cell = pool.dequeue("a")?.cell { pool.enqueue(cell) }
        pool.register("a", factory: nil)
        #expect(pool.dequeue("a") != nil)
        #expect(pool.dequeue("a") == nil)
        pool.removeQueued()
        #expect(pool.queuedCount == 0)
    }
}
