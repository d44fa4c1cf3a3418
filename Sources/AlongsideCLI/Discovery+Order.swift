// Discovery+Order: busted's file order options. Discovery sorts each folder's files by path, as
// busted does; --sort-files sorts across the whole command line; --shuffle-files shuffles by a seed.
import LuaSpec

extension Discovery {
    /// The spec files of `invocation` (its paths, `-p`/`--exclude-pattern`/`-R`), in the order
    /// `--shuffle-files` or `--sort-files` asks for. (When tests are shuffled too, the runner
    /// shuffles the files, by the same seed.)
    public static func specFiles(for invocation: Invocation, rawArguments: ByteExactIndex<[UInt8]> = ByteExactIndex()) throws(UsageError)
        -> [SpecFile]
    {
        var files = try specFiles(for: invocation.paths, rawArguments: rawArguments, rules: DiscoveryRules(invocation))
        if let seed = invocation.fileSeed {
            var generator = SplitMix64(seed: seed)
            files.shuffle(using: &generator)
        } else if invocation.sortFiles {
            files.sort { $0.pathBytes.lexicographicallyPrecedes($1.pathBytes) }
        }
        return files
    }
}

extension Invocation {
    /// `--shuffle-files` without `--shuffle`/`--shuffle-tests`: the seed of the file order,
    /// `--seed` or one chosen now and said in a note, so the order can be repeated.
    mutating func chooseFileSeed() {
        guard shuffleFiles, !options.shuffle else { return }
        let seed = options.seed ?? UInt64.random(in: 0...UInt64(Int64.max))
        fileSeed = seed
        if options.seed == nil { note("files shuffled with seed \(seed) (--seed \(seed) repeats the order)") }
    }
}
