enum SegueUIPlaceholder {}
