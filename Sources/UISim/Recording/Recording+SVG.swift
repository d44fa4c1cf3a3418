// Recording+SVG: a recording as a self-contained SVG plot, for a browser or a pull request.

extension Recording {
    /// An SVG plot: one line per value against time (`<g class="series" data-name="…">`,
    /// broken where a value has gaps), axes with ticks and labels, a legend, and the events as
    /// labelled vertical marks (`<g class="event">`; events in the same frame share one mark,
    /// all their labels in its tooltip). Self-contained (no fonts, scripts or links), so GitHub
    /// shows it in a pull request.
    public func svg(title: String? = nil) -> String {
        let width = 880.0, height = 440.0
        let plot = (left: 70.0, top: 40.0, right: width - 190, bottom: height - 50)
        let last = frames.last?.time ?? startTime
        // time runs exactly over the recording (ticks on round numbers inside it); values get
        // a round range around them
        let xRange = Self.niceRange(startTime, max(last, marks.map(\.time).max() ?? last, startTime + frameDuration),
                                    tight: true)
        let samples = frames.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
        let yRange = Self.niceRange(samples.min() ?? 0, samples.max() ?? 1)
        func x(_ t: Double) -> Double { plot.left + (t - xRange.low) / (xRange.high - xRange.low) * (plot.right - plot.left) }
        func y(_ v: Double) -> Double { plot.bottom - (v - yRange.low) / (yRange.high - yRange.low) * (plot.bottom - plot.top) }
        func n(_ v: Double) -> String { Self.decimal(v, places: 2) }

        var out = ##"<?xml version="1.0" encoding="UTF-8"?>"## + "\n"
        out += ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">"## + "\n"
        let heading = title ?? "Recording of " + names.joined(separator: ", ")
        out += "<title>\(Self.xml(heading))</title>\n"
        out += ##"<rect width="100%" height="100%" fill="white"/>"## + "\n"
        out += ##"<text x="\##(n(plot.left))" y="24" font-size="14" font-weight="bold">\##(Self.xml(heading))</text>"## + "\n"
        // axes, ticks and grid
        out += ##"<g class="axes" stroke="#444" fill="none"><rect x="\##(n(plot.left))" y="\##(n(plot.top))" width="\##(n(plot.right - plot.left))" height="\##(n(plot.bottom - plot.top))"/></g>"## + "\n"
        out += ##"<g class="x-axis" text-anchor="middle">"## + "\n"
        for t in xRange.ticks {
            out += ##"<line x1="\##(n(x(t)))" y1="\##(n(plot.top))" x2="\##(n(x(t)))" y2="\##(n(plot.bottom + 5))" stroke="#ddd"/>"##
            out += ##"<text x="\##(n(x(t)))" y="\##(n(plot.bottom + 18))">\##(Self.decimal(t, places: 4))</text>"## + "\n"
        }
        out += ##"<text x="\##(n((plot.left + plot.right) / 2))" y="\##(n(height - 12))">time (s)</text></g>"## + "\n"
        out += ##"<g class="y-axis" text-anchor="end">"## + "\n"
        for v in yRange.ticks {
            out += ##"<line x1="\##(n(plot.left - 5))" y1="\##(n(y(v)))" x2="\##(n(plot.right))" y2="\##(n(y(v)))" stroke="#ddd"/>"##
            out += ##"<text x="\##(n(plot.left - 8))" y="\##(n(y(v) + 4))">\##(Self.decimal(v, places: 4))</text>"## + "\n"
        }
        out += "</g>\n"
        // events: one mark per frame that had any
        out += ##"<g class="events" font-size="10" fill="#a33">"## + "\n"
        for (i, group) in eventGroups().enumerated() {
            let ex = n(x(group[0].time))
            let label = group[0].label + (group.count > 1 ? " (+\(group.count - 1))" : "")
            out += ##"<g class="event"><title>\##(Self.xml(group.map { "\(Self.decimal($0.time, places: 4)) s: \($0.label)" }.joined(separator: "\n")))</title>"##
            out += ##"<line x1="\##(ex)" y1="\##(n(plot.top))" x2="\##(ex)" y2="\##(n(plot.bottom))" stroke="#c44" stroke-dasharray="4 3"/>"##
            // staggered along the line so neighbouring labels do not cover each other
            let ly = plot.top + 8 + Double(i % 4) * 60
            out += ##"<text transform="translate(\##(n(x(group[0].time) + 3)) \##(n(ly))) rotate(90)">\##(Self.xml(String(label.prefix(40))))</text></g>"## + "\n"
        }
        out += "</g>\n"
        // series and legend
        for (i, name) in names.enumerated() {
            let color = Self.palette[i % Self.palette.count]
            out += ##"<g class="series" data-name="\##(Self.xml(name))" stroke="\##(color)" fill="\##(color)">"## + "\n"
            for run in Self.runs(frames.map { f in f.values[i].flatMap { $0.isFinite ? (f.time, $0) : nil } }) {
                if run.count == 1 {
                    out += ##"<circle cx="\##(n(x(run[0].0)))" cy="\##(n(y(run[0].1)))" r="2" stroke="none"/>"## + "\n"
                } else {
                    let points = run.map { "\(n(x($0.0))),\(n(y($0.1)))" }.joined(separator: " ")
                    out += ##"<polyline fill="none" stroke-width="2" points="\##(points)"/>"## + "\n"
                }
            }
            let ly = plot.top + 14 + Double(i) * 20
            out += ##"<line x1="\##(n(plot.right + 15))" y1="\##(n(ly - 4))" x2="\##(n(plot.right + 35))" y2="\##(n(ly - 4))" stroke-width="3"/>"##
            out += ##"<text x="\##(n(plot.right + 42))" y="\##(n(ly))" stroke="none" fill="#222">\##(Self.xml(name))</text>"## + "\n"
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// The marks grouped by frame: events less than half a frame apart share a mark.
    private func eventGroups() -> [[Mark]] {
        var groups: [[Mark]] = []
        for m in marks {
            if let first = groups.last?.first, m.time - first.time < frameDuration / 2 {
                groups[groups.count - 1].append(m)
            } else {
                groups.append([m])
            }
        }
        return groups
    }

    /// Runs of consecutive present points (a gap ends a run).
    private static func runs(_ points: [(Double, Double)?]) -> [[(Double, Double)]] {
        var runs: [[(Double, Double)]] = [[]]
        for p in points {
            if let p { runs[runs.count - 1].append(p) } else if !(runs.last?.isEmpty ?? true) { runs.append([]) }
        }
        return runs.filter { !$0.isEmpty }
    }

    /// Colours that stay apart for the colour-blind (Okabe–Ito).
    private static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"]

    /// A range around `low…high` ending on round numbers (1, 2 or 5 × 10ⁿ steps), with its
    /// ticks; `tight` keeps `low…high` itself, with the round ticks inside it.
    static func niceRange(_ low: Double, _ high: Double, tight: Bool = false) -> (low: Double, high: Double, ticks: [Double]) {
        var (lo, hi) = (low, high)
        if hi - lo < 1e-12 { (lo, hi) = (lo - 1, hi + 1) }
        let rough = (hi - lo) / 5
        var magnitude = 1.0
        while magnitude > rough { magnitude /= 10 }
        while magnitude * 10 <= rough { magnitude *= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? magnitude * 10
        let slack = 1e-9   // a bound a rounding error off a tick still gets it
        if tight {
            let first = (lo / step - slack).rounded(.up), lastTick = (hi / step + slack).rounded(.down)
            return (lo, hi, stride(from: first, through: lastTick, by: 1).map { $0 * step })
        }
        let first = (lo / step + slack).rounded(.down), lastTick = (hi / step - slack).rounded(.up)
        let ticks = stride(from: first, through: lastTick, by: 1).map { $0 * step }
        return (first * step, lastTick * step, ticks)
    }

    /// Text as XML character data or an attribute value.
    static func xml(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default:
                // characters XML 1.0 forbids (control characters) become a visible stand-in
                if c.value < 0x20 && c != "\t" || (0xFFFE...0xFFFF).contains(c.value) { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
