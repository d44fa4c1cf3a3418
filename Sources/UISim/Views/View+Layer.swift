// View+Layer: a view's layer made on first use, placed where an eagerly made one would be.

extension View {
    /// Makes this view's layer: the first read of `layer`, or the first animation on the view.
    ///
    /// Why lazily: a table's cells are most of a scene's views (a cell, its content view and
    /// its selected background), and few of them are ever animated; a layer, its sublayer array
    /// and its link into the tree were about a fifth of what a cell cost to make and free
    /// (`uisim-bench scenario`). A view without a layer shows its model values, as a layer
    /// without animations does.
    ///
    /// The tree is the one eager layers would have made: the superview's layer is made first (so
    /// a made layer's ancestors always have theirs, and its local time runs through the same
    /// chain), and the new layer goes among the superview layer's sublayers in the order the
    /// views and layers were added (`layerAttachSerial`), as `addSubview` appended it then. A
    /// fresh layer has no animations and nothing is measured on it, so nothing is re-timed.
    func loadLayer() -> Layer {
        let made = Layer()
        made.world = world
        made.owner = self
        loadedLayer = made
        if let parent = superview {
            parent.layer.insertSublayer(made, attachedAt: layerAttachSerial)
        }
        return made
    }

    /// Notes when `view` joined this view and, if its layer exists, adds it under this view's
    /// layer (making that one if need be) as `addSublayer` does.
    func attachLayer(of view: View) {
        view.layerAttachSerial = world.nextLayerAttachSerial()
        if let sublayer = view.loadedLayer { layer.addSublayer(sublayer, attachedAt: view.layerAttachSerial) }
    }
}
