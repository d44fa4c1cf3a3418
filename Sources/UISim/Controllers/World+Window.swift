// World+Window: the window and its root view controller.

extension World {
    /// Makes `controller` the window's root: its view fills the window, and it gets
    /// `viewWillAppear(false)` and `viewDidAppear(false)`.
    public func show(_ controller: ViewController) {
        if let old = rootViewController {
            old.sendWillDisappear(false)
            old.view.removeFromSuperview()
            old.sendDidDisappear(false)
        }
        rootViewController = controller
        controller.sendWillAppear(false)
        let v = controller.view
        v.frame = Rect(origin: .zero, size: screenSize)
        window.addSubview(v)
        v.layoutIfNeeded()
        controller.sendDidAppear(false)
    }
}
