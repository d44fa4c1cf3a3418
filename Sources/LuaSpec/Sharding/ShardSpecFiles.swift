// ShardSpecFiles: the shard of discovered spec files, weighed by their size on disk.
#if canImport(Glibc)
import Glibc
#endif

extension Shard {
    /// The spec files of `files` that fall in `shard`, in the order given, each weighed by its
    /// size in bytes (a file that cannot be stat'ed weighs 0 and is still assigned a shard).
    ///
    /// Size stands in for run time: it is known before any file runs and is the same on every
    /// machine that checked out the same commit. Files narrowed to lines (`file.lua:12`) weigh as
    /// the whole file.
    public static func select(_ files: [SpecFile], shard: Shard) -> [SpecFile] {
        let weighed = files.map { (path: $0.path, size: FileSystem.size(of: $0.pathBytes) ?? 0) }
        let owner = partition(files: weighed, count: shard.count)
        return files.indices.filter { owner[$0] == shard.index }.map { files[$0] }
    }
}

extension FileSystem {
    /// The size in bytes of the file at `path` (following links), or nil when it cannot be stat'ed.
    public static func size(of path: String) -> Int? { size(of: Array(path.utf8)) }

    /// The same for a path as bytes (a file name that is not UTF-8 keeps its weight).
    static func size(of path: [UInt8]) -> Int? { status(path).map { Int($0.st_size) } }
}
