// UncheckedExclusivity: why UISim's class properties are marked `@exclusivity(unchecked)`.
//
// Swift checks at run time that no two accesses to a class's stored `var` overlap when one of
// them writes (`swift_beginAccess`/`swift_endAccess`, a thread-local access set). In the seed
// scenario that bookkeeping was a fifth of UISim's instructions (callgrind, `uisim-bench
// scenario`: 339 → 265 million for 501 scenarios once the properties were marked). The
// package-wide switch (`-enforce-exclusivity=unchecked`) needs `unsafeFlags`, which SwiftPM
// refuses in a package used as a dependency; the attribute is per property and needs no flag.
//
// What is given up: an overlapping access (a property modified while a `mutating` call on it
// is still running, through a callback that re-enters the same object) no longer traps. The
// compile-time checks still run, and UISim's callbacks into user code (delegates, animation
// blocks, completions) are called between accesses, never from inside a `mutating` call on a
// stored property. Stored properties of classes are marked; structs, statics and most `weak`
// properties are not (the attribute does not apply to the first, the others are cold). A
// table's `dataSource` and `delegate` are marked: they are read for every row it sizes and
// shows (with the table header, about 2 % of `uisim-bench scenario`).
