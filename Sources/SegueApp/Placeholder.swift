enum SegueAppPlaceholder {}
