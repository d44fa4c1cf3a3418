// The runner's bytecode embedded by scripts/compile-runner (issue 15, point 3: start-up): it must
// be what compiling the embedded text gives, or every worker would run another runner.
import LuaKit
import LuaSpecScripts
import Testing
@testable import LuaSpec

@Suite struct EmbeddedBytecodeTests {
    /// Fails after runner.lua or fast_assertions.lua changed until `scripts/compile-runner` is run
    /// (the binary then compiles the text at start-up: correct, 0.4 ms slower).
    @Test func runnerBytecodeIsTheEmbeddedRunnerCompiled() throws {
        try expectCompiled(ModuleCache().runner, source: SpecFileRunner.runnerSource, name: "=[alongside]")
    }

    @Test func fastAssertionsBytecodeIsTheEmbeddedTextCompiled() throws {
        try expectCompiled(ModuleCache().fastAssertions, source: SpecFileRunner.fastAssertionsSource,
                           name: "=[alongside] assertions")
    }

    private func expectCompiled(_ embedded: [UInt8]?, source: String, name: String) throws {
        let embedded = try #require(embedded, "no bytecode for \(name): run scripts/compile-runner after changing its .lua file")
        let state = try LuaState()
        let compiled = try #require(state.dump(try state.compile(source, name: name)))
        // scripts/compile-runner drops the names of locals and most upvalues (start-up)
        let stripped = try #require(strippingNames(compiled))
        #expect(stripped.count < compiled.count)
        #expect(embedded == stripped)
    }

    /// Bytecode Lua refuses (as another Lua build's would be) is dropped for the text, which runs.
    @Test func refusedBytecodeFallsBackToTheText() throws {
        let modules = ModuleCache()
        modules.runner = Array("\u{1B}Lua not really".utf8)
        let state = try LuaState()
        let chunk = try modules.chunk(state, source: "return 41 + 1", name: "=t", cache: \.runner)
        #expect(try state.call(chunk, []).first == .integer(42))
        #expect(modules.runner == state.dump(chunk))
        // the same Lua would refuse the fast assertions' bytecode: the runner gets their text
        #expect(modules.fastAssertionsCode(source: "text") == .string("text"))
    }

    /// The runner loads the fast assertions itself, at a spec's first read of `assert`: from the
    /// embedded bytecode while it is current.
    @Test func theRunnerGetsTheFastAssertionsBytecode() throws {
        let modules = ModuleCache()
        let bytecode = try #require(modules.fastAssertions)
        #expect(modules.fastAssertionsCode(source: "text") == .bytes(bytecode))
    }

    /// Two edits in the top bytes of two 8-byte words cancel out under a multiply alone (the
    /// product carries bits only upward): the hash folds its high bits down after each word, so
    /// such a pair still changes it, and a .luac left stale by them is not loaded.
    @Test func editsInTheTopBytesOfTwoWordsChangeTheHash() {
        let text = Array("local x = 1\nreturn x + 2 -- sixteen+".utf8)
        var edited = text
        edited[7] ^= 0x80
        edited[15] ^= 0x80
        let hash = { (bytes: [UInt8]) in
            bytes.withUnsafeBufferPointer { b in
                b.withMemoryRebound(to: CChar.self) { alongside_text_hash($0.baseAddress, $0.count) }
            }
        }
        #expect(hash(text) != hash(edited))
    }
}
