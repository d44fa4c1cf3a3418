// End to end: an error inside a Lua callback (an override, a completion) is reported with one
// traceback, made of the spec's frames, not a second one with the runner's.
import Foundation
import Testing

@Suite struct CallbackTracebackTests {
    @Test func aCallbackErrorShowsOneTracebackOfTheSpecsFrames() throws {
        let r = try Alongside.run(["callback_error_spec.lua"])
        #expect(r.status == 1)
        let out = r.stdout
        #expect(out.components(separatedBy: "stack traceback:").count - 1 == 2, "one traceback per failing test:\n\(out)")
        #expect(!out.contains("[alongside]"), "no runner frames:\n\(out)")
        #expect(!out.contains("'protect'"), "no runner frames:\n\(out)")
        // the frames where the error happened and the spec line that led there
        #expect(out.contains("callback_error_spec.lua:9: boom in viewDidLoad"))
        #expect(out.contains("callback_error_spec.lua:9: in function <callback_error_spec.lua:8>"))
        #expect(out.contains("[C]: in method 'show'"))
        #expect(out.contains("callback_error_spec.lua:11: in function <callback_error_spec.lua:5>"))
        #expect(out.contains("callback_error_spec.lua:17: boom in completion"))
        #expect(out.contains("callback_error_spec.lua:19: in function <callback_error_spec.lua:14>"))
        #expect(out.contains("0 passed, 2 failed, 0 skipped"))
    }
}
