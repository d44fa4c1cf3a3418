// JUnitSchemaTests: docs/junit.xsd rejects what Jenkins' JUnit schema rejects, and more.
import Foundation
import Testing
@testable import LuaSpec

/// Keeps `docs/junit.xsd` honest without reading anything outside the checkout.
///
/// The project validates its reports against its own schema, which must be no looser than the
/// Jenkins xUnit plugin's junit-10.xsd (a report we accept must be one Jenkins accepts). When the
/// schema was written, every document in `rejectedByJenkinsToo` was checked to be rejected by
/// junit-10.xsd as well, and every one in `stricterThanJenkins` to be accepted by it; here only
/// our schema is run. Each case changes one thing in `base`, a small report in the form
/// `JUnitDocument` writes, so a rejection can only come from that change.
@Suite struct JUnitSchemaTests {
    /// A valid report: a suite with properties, a passing, a failing and an erroring test, and output.
    static let base = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="alongside" tests="3" failures="1" errors="1" time="0.016">
          <testsuite name="spec/a_spec.lua" tests="3" failures="1" errors="1" skipped="0" \
        time="0.015" timestamp="2026-11-30T08:00:00" id="0" file="spec/a_spec.lua">
            <properties><property name="seed" value="42"/></properties>
            <testcase classname="spec.a_spec" name="passes" time="0.001"/>
            <testcase classname="spec.a_spec" name="fails" time="0.003"><failure message="m" \
        type="assertion">m</failure><system-out>out</system-out></testcase>
            <testcase classname="spec.a_spec" name="errs" time="0.001"><error message="e" \
        type="error">e</error></testcase>
            <system-out>file output</system-out>
          </testsuite>
        </testsuites>

        """

    /// One invalid report: `base` with replacements (each of the first occurrence), or a whole document.
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var document: String
        var testDescription: String { label }

        init(_ label: String, _ old: String, _ new: String) {
            self.init(label, [(old, new)])
        }

        init(_ label: String, _ replacements: [(String, String)]) {
            self.label = label
            var text = JUnitSchemaTests.base
            // A replacement missing from `base` leaves `base`, which is valid, so the case fails.
            for (old, new) in replacements {
                if let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
            }
            document = text
        }

        init(_ label: String, document: String) {
            self.label = label
            self.document = document
        }
    }

    /// Reports junit-10.xsd rejects: missing required attributes, unknown elements and
    /// attributes, misplaced elements and text, times that are not Surefire numbers.
    static let rejectedByJenkinsToo: [Case] = [
        Case("testsuite without name", #"<testsuite name="spec/a_spec.lua" "#, #"<testsuite "#),
        Case("testsuite without tests",
             #" tests="3" failures="1" errors="1" skipped"#,
             #" failures="1" errors="1" skipped"#),
        Case("testsuite without failures",
             #" tests="3" failures="1" errors="1" skipped"#,
             #" tests="3" errors="1" skipped"#),
        Case("testsuite without errors",
             #" tests="3" failures="1" errors="1" skipped"#,
             #" tests="3" failures="1" skipped"#),
        Case("testcase without name",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" time="0.001"/>"#),
        Case("property without value", #"<property name="seed" value="42"/>"#, #"<property name="seed"/>"#),
        Case("property without name", #"<property name="seed" value="42"/>"#, #"<property value="42"/>"#),
        Case("unknown root element", [(#"<testsuites "#, #"<report "#), (#"</testsuites>"#, #"</report>"#)]),
        Case("root in a namespace", #"<testsuites "#, #"<testsuites xmlns="urn:example:junit" "#),
        Case("unknown element in a testcase",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"><passed/></testcase>"#),
        Case("error directly under testsuite",
             #"<system-out>file output</system-out>"#,
             #"<error message="boom">boom</error>"#),
        Case("property directly under testsuite",
             #"<properties><property name="seed" value="42"/></properties>"#,
             #"<property name="seed" value="42"/>"#),
        Case("testcase directly under testsuites",
             "</testsuite>\n",
             "</testsuite>\n  <testcase classname=\"spec.a_spec\" name=\"passes\" time=\"0.001\"/>\n"),
        Case("properties inside a testcase",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"><properties/></testcase>"#),
        Case("element inside a failure", #"type="assertion">m</failure>"#, #"type="assertion"><b>m</b></failure>"#),
        Case("element inside a property",
             #"<property name="seed" value="42"/>"#,
             #"<property name="seed" value="42"><value/></property>"#),
        Case("text inside a testcase",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001">passed</testcase>"#),
        Case("text inside testsuites", "</testsuite>\n", "</testsuite>\n  stray text\n"),
        Case("unknown attribute on testcase",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001" status="passed"/>"#),
        Case("skip attribute on testsuite", #" skipped="0""#, #" skip="0""#),
        Case("disabled attribute on testsuite", #" skipped="0""#, #" skipped="0" disabled="0""#),
        Case("unknown attribute on failure", #"type="assertion">"#, #"type="assertion" line="3">"#),
        Case("unknown attribute on testsuites",
             #"<testsuites name="alongside""#,
             #"<testsuites name="alongside" skipped="0""#),
        Case("suite time in exponent notation", #" time="0.015""#, #" time="1.5e-2""#),
        Case("negative suite time", #" time="0.015""#, #" time="-0.015""#),
        Case("suite time with four decimals", #" time="0.015""#, #" time="0.0150""#),
        Case("suite time nan", #" time="0.015""#, #" time="nan""#),
        Case("run time inf", #" time="0.016""#, #" time="inf""#),
        Case("run time with a unit", #" time="0.016""#, #" time="0.016s""#),
        Case("rerun elements in the wrong order",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"><rerunFailure type="x"><system-err>e</system-err><stackTrace>s</stackTrace></rerunFailure></testcase>"#),
        Case("rerunFailure without type",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"><rerunFailure/></testcase>"#),
    ]

    /// Reports junit-10.xsd accepts but alongside never writes: other roots, missing attributes
    /// alongside always writes, elements out of alongside's order, numbers in other forms.
    static let stricterThanJenkins: [Case] = [
        Case("testsuite as the root", document: "<?xml version=\"1.0\"?>\n<testsuite name=\"a\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0.000\" id=\"0\" file=\"a\"/>\n"),
        Case("testcase as the root", document: "<?xml version=\"1.0\"?>\n<testcase classname=\"a\" name=\"b\" time=\"0.001\"/>\n"),
        Case("testsuites without name", #"<testsuites name="alongside" "#, #"<testsuites "#),
        Case("testsuites without time", #" time="0.016""#, #""#),
        Case("testsuite without skipped", #" skipped="0""#, #""#),
        Case("testsuite without id", #" id="0""#, #""#),
        Case("testsuite without file", #" file="spec/a_spec.lua""#, #""#),
        Case("testcase without time",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes"/>"#),
        Case("testcase without classname",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase name="passes" time="0.001"/>"#),
        Case("failure without type", #" type="assertion""#, #""#),
        Case("failure of type error", #" type="assertion""#, #" type="error""#),
        Case("error of type assertion", #"message="e" type="error""#, #"message="e" type="assertion""#),
        Case("skipped with a type",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"><skipped type="pending"/></testcase>"#),
        Case("two outcomes in one testcase",
             #"<error message="e" type="error">e</error>"#,
             #"<error message="e" type="error">e</error><failure type="assertion">f</failure>"#),
        Case("output before the outcome",
             #"<failure message="m" type="assertion">m</failure><system-out>out</system-out>"#,
             #"<system-out>out</system-out><failure message="m" type="assertion">m</failure>"#),
        Case("suite output before its testcases",
             #"    <testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             "    <system-out>early</system-out>\n    <testcase classname=\"spec.a_spec\" name=\"passes\" time=\"0.001\"/>"),
        Case("properties after a testcase",
             "<properties><property name=\"seed\" value=\"42\"/></properties>\n    <testcase classname=\"spec.a_spec\" name=\"passes\" time=\"0.001\"/>",
             "<testcase classname=\"spec.a_spec\" name=\"passes\" time=\"0.001\"/>\n    <properties><property name=\"seed\" value=\"42\"/></properties>"),
        Case("empty properties", #"<properties><property name="seed" value="42"/></properties>"#, #"<properties/>"#),
        Case("system-err in a testcase", #"<system-out>out</system-out>"#, #"<system-err>out</system-err>"#),
        Case("nested testsuite",
             #"    <system-out>file output</system-out>"#,
             #"    <testsuite name="n" tests="0" failures="0" errors="0"/>"#),
        Case("flakyFailure in a testcase",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"><flakyFailure type="x"/></testcase>"#),
        Case("count in words",
             #" tests="3" failures="1" errors="1" skipped"#,
             #" tests="three" failures="1" errors="1" skipped"#),
        Case("negative count", #" skipped="0""#, #" skipped="-1""#),
        Case("testcase time in exponent notation",
             #"<testcase classname="spec.a_spec" name="passes" time="0.001"/>"#,
             #"<testcase classname="spec.a_spec" name="passes" time="1e-3"/>"#),
        Case("time without decimals", #" time="0.015""#, #" time="15""#),
        Case("time with grouped thousands", #" time="0.015""#, #" time="1,500.000""#),
        Case("timestamp with a zone", #"2026-11-30T08:00:00"#, #"2026-11-30T08:00:00Z"#),
        Case("id not a number", #" id="0""#, #" id="first""#),
    ]

    @Test func theBaseReportIsValid() throws {
        let verdict = try XMLLint.check(Self.base)
        #expect(verdict.isValid, "\(verdict.output)")
    }

    @Test("rejects what junit-10.xsd rejects", arguments: rejectedByJenkinsToo)
    func rejectsWhatJenkinsRejects(_ c: Case) throws {
        #expect(try !XMLLint.check(c.document).isValid, "docs/junit.xsd accepted: \(c.document)")
    }

    @Test("rejects what alongside never writes", arguments: stricterThanJenkins)
    func rejectsWhatAlongsideNeverWrites(_ c: Case) throws {
        #expect(try !XMLLint.check(c.document).isValid, "docs/junit.xsd accepted: \(c.document)")
    }
}
