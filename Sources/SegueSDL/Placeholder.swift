enum SegueSDLPlaceholder {}
