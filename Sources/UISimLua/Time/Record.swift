// Record: `world:record{ name = function() ... end, ... }` and the `Recording` it returns — named
// values sampled at every frame of the world's clock, written as SVG, CSV or a text table.
import LuaKit
import UISim

/// A recording as Lua holds it.
final class RecordingHandle {
    let recording: Recording
    init(_ recording: Recording) { self.recording = recording }
}

extension Kit {
    /// The World methods of this file added to `methods`.
    func withRecordingMethods(_ methods: [String: LuaMethod<World>]) -> [String: LuaMethod<World>] {
        methods.merging(["record": { [self] w, args throws(LuaCallError) in try record(w, args) }]) { kept, _ in kept }
    }

    /// `world:record{ alpha = function() return cell.selectionAlpha end, ... }`: every value a
    /// function, sampled now and at every frame until `stop()`. Names are sorted, so columns
    /// and lines come in the same order every run (a table's own order is not fixed).
    private func record(_ w: World, _ args: LuaArguments) throws(LuaCallError) -> [LuaValue] {
        guard args.typeName(2) == "table" else { throw .type(argument: 2, expected: "table") }
        var names: [String] = []
        for k in args.rawKeys(2) {
            guard let name = k.string else {
                throw .binding(.optionKeyNotString(shown: LuaState.fieldName(k), for: "world:record", argument: 2))
            }
            names.append(name)
        }
        guard !names.isEmpty else { throw .argument(2, "at least one value to record expected, got an empty table") }
        names.sort()
        var functions: [LuaValue] = []
        for name in names {
            let f = args.rawField(2, name)
            guard luaTypeName(f) == "function" else {
                throw .binding(.optionType(name, expected: "function", got: luaTypeName(f), argument: 2))
            }
            functions.append(f)
        }
        let box = RecordingBox()
        let samplers = zip(names, functions).map { name, f in
            (name: name, sampler: { [link] () -> Double? in link.kit?.sample(f, name, box) ?? nil })
        }
        let recording = w.perform { w.startRecording(samplers) }
        box.recording = recording
        if errors.pending != nil { recording.stop() }   // the first sample failed
        exhibits.note(recording)
        liveRecordings.removeAll { $0.isStopped }
        liveRecordings.append(recording)
        return [state.wrap(RecordingHandle(recording), as: recordingType)]
    }

    /// One sample: the function's number, a boolean as 1 or 0, nil as a gap. A function that
    /// raises or returns anything else stops the recording; the error is raised when the call
    /// that moved the clock returns (CallbackErrors).
    fileprivate func sample(_ f: LuaValue, _ name: String, _ box: RecordingBox) -> Double? {
        let value: LuaValue
        do throws(LuaError) { value = try state.call(f, []).first ?? .nil } catch {
            if errors.pending == nil { errors.pending = error }
            box.recording?.stop()
            return nil
        }
        switch value {
        case .nil: return nil
        case .boolean(let b): return b ? 1 : 0
        case .integer, .number: return value.number
        default:
            if errors.pending == nil {
                errors.pending = .runtime(message: "world:record: the function of '\(name)' returned a \(luaTypeName(value)) "
                    + "(number, boolean or nil expected)", traceback: nil)
            }
            box.recording?.stop()
            return nil
        }
    }

    /// The `Recording` type: `stop()`, `svg(path)`, `csv(path)`, `tostring`.
    func defineRecordingType() -> LuaObjectType<RecordingHandle> {
        state.defineType("Recording", of: RecordingHandle.self, methods: [
            "stop": { h, _ throws(LuaCallError) in
                h.recording.stop()
                return []
            },
            "svg": { [self] h, args throws(LuaCallError) in
                try write(h.recording.svg(), to: try args.string(2), for: "svg")
            },
            "csv": { [self] h, args throws(LuaCallError) in
                try write(h.recording.csv(), to: try args.string(2), for: "csv")
            },
        ], traits: LuaTypeTraits(getters: [
            "frameCount": { .integer(Int64($0.recording.frames.count)) },
            "isRecording": { .boolean(!$0.recording.isStopped) },
        ], description: { $0.recording.table() }), methodGuard: errors)
    }

    /// Writes `text` to `path` through Lua's own `io.open`, so that `--sandbox` checks the path
    /// as it checks a spec's writes (the runner wraps `io.open`). Returns the path.
    private func write(_ text: String, to path: String, for method: String) throws(LuaCallError) -> [LuaValue] {
        guard let writer = fileWriter else { throw .message("cannot write the \(method.uppercased()) (no io library)") }
        let problem: LuaValue
        do throws(LuaError) { problem = try state.call(writer, [.string(path), .string(text)]).first ?? .nil } catch {
            throw .message(error.message)
        }
        if let p = problem.string { throw .message("cannot write the \(method.uppercased()): \(p)") }
        return [.string(path)]
    }
}

/// The recording a sampler belongs to, filled once the world has made it (the samplers are
/// made first).
private final class RecordingBox {
    weak var recording: Recording?
}
