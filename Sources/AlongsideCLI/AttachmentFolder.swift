// AttachmentFolder: where failing tests' attachments go, decided once by the supervisor.

/// The folder for failing tests' attachments (the pictures the `ui` module took):
/// `--attachments DIR` when given; else beside the JUnit report, named after it
/// (`out/report.xml` → `out/report-attachments`), so CI archives them with the report and
/// its `[[ATTACHMENT|…]]` paths point next door; else `.alongside/attachments` in the working
/// directory, as test runners keep their results folder there (and the terminal prints the
/// paths). A report on a device (`/dev/stdout`) has no "beside": the default is used.
enum AttachmentFolder {
    static let defaultFolder = ".alongside/attachments"

    static func resolve(flag: String?, junit: String?) -> String {
        if let flag { return flag }
        guard let junit, !junit.hasPrefix("/dev/"), !junit.hasPrefix("/proc/") else { return defaultFolder }
        let slash = junit.lastIndex(of: "/")
        let name = slash.map { String(junit[junit.index(after: $0)...]) } ?? junit
        let folder = slash.map { String(junit[...$0]) } ?? ""
        guard !name.isEmpty else { return defaultFolder }
        let stem = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : String(name[..<$0]) } ?? name
        return folder + stem + "-attachments"
    }
}
