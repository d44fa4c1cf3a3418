// Recording+Text: a recording as CSV and as a compact text table, and the number format they share.

extension Recording {
    /// The frames as CSV (RFC 4180): a header `time,name1,name2…`, then one row per frame; a
    /// gap is an empty field. Numbers have up to 6 decimals. Events are not rows (see `svg()`).
    public func csv() -> String {
        var out = (["time"] + names).map(Self.csvField).joined(separator: ",") + "\n"
        for f in frames {
            out += ([Self.decimal(f.time, places: 6)] + f.values.map { $0.map { Self.decimal($0, places: 6) } ?? "" })
                .joined(separator: ",") + "\n"
        }
        return out
    }

    /// A compact text table: a title line, a column per value, the first and last frames when
    /// there are many (`maxRows`), then the events, the first `maxEvents` of them.
    public func table(maxRows: Int = 12, maxEvents: Int = 8) -> String {
        let span = frames.last.map { "from \(Self.decimal(startTime, places: 4)) to \(Self.decimal($0.time, places: 4)) s" } ?? "no frames"
        var out = "Recording of \(names.joined(separator: ", ")): \(frames.count) frame\(frames.count == 1 ? "" : "s") \(span), "
            + "\(marks.count) event\(marks.count == 1 ? "" : "s")" + (isStopped ? "" : " (recording)")
            + (truncation.map { " (\($0))" } ?? "") + "\n"
        let header = ["time"] + names
        var rows: [[String]] = []
        var leftOut = 0
        let shown: [Frame]
        if frames.count > maxRows {
            let head = max(1, maxRows - maxRows / 3), tail = max(1, maxRows / 3)
            shown = Array(frames.prefix(head)) + Array(frames.suffix(tail))
            leftOut = frames.count - head - tail
        } else {
            shown = frames
        }
        for f in shown {
            rows.append([Self.decimal(f.time, places: 4)] + f.values.map { $0.map { Self.decimal($0, places: 4) } ?? "-" })
        }
        let widths = header.indices.map { c in ([header[c]] + rows.map { $0[c] }).map(\.count).max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "  " + cells.enumerated().map { String(repeating: " ", count: widths[$0.offset] - $0.element.count) + $0.element }
                .joined(separator: "  ") + "\n"
        }
        out += line(header)
        let headRows = leftOut > 0 ? rows.count - max(1, maxRows / 3) : rows.count
        for r in rows.prefix(headRows) { out += line(r) }
        if leftOut > 0 {
            out += "  … \(leftOut) frame\(leftOut == 1 ? "" : "s") left out …\n"
            for r in rows.suffix(rows.count - headRows) { out += line(r) }
        }
        for m in marks.prefix(maxEvents) { out += "  at \(Self.decimal(m.time, places: 4)) s: \(m.label)\n" }
        if marks.count > maxEvents { out += "  … and \(marks.count - maxEvents) more events\n" }
        return out
    }

    /// `v` with at most `places` decimals, never in exponent form (`DecimalText`).
    static func decimal(_ v: Double, places: Int) -> String { DecimalText.format(v, places: places) }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    private static func csvField(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        var quoted = "\""
        for c in s { quoted += c == "\"" ? "\"\"" : String(c) }
        return quoted + "\""
    }
}
