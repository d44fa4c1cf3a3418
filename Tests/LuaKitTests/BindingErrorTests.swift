// BindingErrorTests: the texts of every binding error (one renderer) and the did-you-mean guess.
import Testing
@testable import LuaKit

@Suite("Binding errors")
struct BindingErrorTests {
    @Test("Every binding error renders in Lua's words", arguments: [
        (LuaBindingError.unknownField("NavigationControler", of: "World", access: .read, known: ["NavigationController", "View"]),
         LuaCallError.message("attempt to read unknown field 'NavigationControler' of World (did you mean 'NavigationController'?)")),
        (.unknownField("zzz", of: "View", access: .assign, known: ["frame"]),
         .message("attempt to assign to unknown field 'zzz' of View")),
        (.readOnlyField("bounds", of: "View"), .message("attempt to assign to read-only field 'bounds' of View")),
        (.fieldType("title", expected: "string", got: "number"), .message("bad value for field 'title' (string expected, got number)")),
        (.unknownOption("iOS", for: "ui.World", argument: 1, known: ["ios", "fps"]),
         .argument(1, "unknown option 'iOS' for ui.World (did you mean 'ios'?)")),
        (.unknownOption("colour", for: "ui.World", argument: 1, known: ["ios", "fps"]),
         .argument(1, "unknown option 'colour' for ui.World (known options: fps, ios)")),
        (.optionKeyNotString(shown: "1", for: "world:View", argument: 2),
         .argument(2, "unknown option [1] for world:View (option names are strings)")),
        (.fieldValue("frame.x", problem: "finite number expected, got nan"), .message("bad value for field 'frame.x' (finite number expected, got nan)")),
        (.callRefused("update", on: "a swipe that has ended"), .message("attempt to call 'update' on a swipe that has ended")),
        (.useRefused("settle", inside: "a callback"), .message("attempt to use 'settle' inside a callback")),
        (.nearMiss("layoutSubview", in: "the cell class", argument: 2, known: ["layoutSubviews", "init"]),
         .argument(2, "'layoutSubview' in the cell class is never called (did you mean 'layoutSubviews'?)")),
        (.optionType("ios", expected: "number", got: "string", argument: 1), .argument(1, "field 'ios': number expected, got string")),
        (.optionValue("ios", problem: "9 ... 18 expected, got 5", argument: 1), .argument(1, "field 'ios': 9 ... 18 expected, got 5")),
    ])
    func rendered(_ error: LuaBindingError, _ expected: LuaCallError) {
        #expect(error.callError == expected)
    }

    @Test("The guess: case first, then one edit per three letters, at most three, ties alphabetical")
    func guesses() {
        #expect(NameSuggestion.nearest(to: "iOS", among: ["ios", "fps"]) == "ios")
        #expect(NameSuggestion.nearest(to: "row", among: ["rows", "rowHeight"]) == "rows")
        #expect(NameSuggestion.nearest(to: "NavigationControler", among: ["NavigationController"]) == "NavigationController")
        #expect(NameSuggestion.nearest(to: "lenght", among: ["length", "kind"]) == "length", "a swap counts one")
        #expect(NameSuggestion.nearest(to: "z", among: ["x", "y"]) == nil, "no guess for one letter")
        #expect(NameSuggestion.nearest(to: "colour", among: ["ios", "fps"]) == nil)
        #expect(NameSuggestion.nearest(to: "abcd", among: ["abce", "abcf"]) == "abce")
        #expect(NameSuggestion.nearest(to: "usingSpringWithDamping", among: ["duration"]) == nil)
    }

    @Test("A name typed short is completed when only one known name begins with it")
    func completesTheOnlyExtension() {
        #expect(NameSuggestion.nearest(to: "numberOfRows", among: ["numberOfRowsInSection", "numberOfSections"])
                == "numberOfRowsInSection")
        #expect(NameSuggestion.nearest(to: "rectFor", among: ["rectForRow", "rectForSection"]) == nil, "two begin with it")
        #expect(NameSuggestion.nearest(to: "sel", among: ["selectRow"]) == nil, "three letters are too few")
        #expect(NameSuggestion.nearest(to: "--jo", among: ["--jobs"], maximumDistance: 1) == nil, "only without a caller's limit")
    }

    @Test("A caller's own limit replaces the default one")
    func guessesWithinTheCallersLimit() {
        #expect(NameSuggestion.nearest(to: "--jo", among: ["--jobs"]) == nil, "two edits: past one per three letters")
        #expect(NameSuggestion.nearest(to: "--jo", among: ["--jobs"], maximumDistance: 2) == "--jobs")
        #expect(NameSuggestion.nearest(to: "abcdef", among: ["abcxyz"], maximumDistance: 1) == nil)
    }
}
