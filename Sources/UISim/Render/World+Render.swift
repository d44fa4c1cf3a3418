// World+Render: TEMPORARY stand-in for helper Y's text picture of the scene, so that failure
// attachments (scene.txt) build on this branch. The lead drops this file when merging Y's.

extension World {
    /// A short description of the window (stand-in for the full picture).
    public func render() -> String {
        let top = rootViewController.map { String(describing: type(of: $0)) } ?? "none"
        return "World(iOS \(iosVersion)) at t=\(fmt(time)) s, root view controller: \(top)\n"
    }
}
