// Lists+FingerScrollable: tables and collections as lists a finger scrolls (FingerScrolling).

extension TableView: FingerScrollable {
    public var scrollInsets: EdgeInsets { adjustedContentInset }
    public var scrollDelegate: ScrollViewDelegate? { delegate as? ScrollViewDelegate }
    public func cancelTouchForScroll() {
        if let t = touch { cancel(t) }
        if let s = swipedRow { closeSwipe(s) }   // a drag closes a row swiped open (rule 13.13 [SIM])
    }
}

extension CollectionView: FingerScrollable {
    public var scrollInsets: EdgeInsets { contentInset }
    public var scrollDelegate: ScrollViewDelegate? { delegate as? ScrollViewDelegate }
    public func cancelTouchForScroll() { if let t = touch { cancel(t) } }
}
