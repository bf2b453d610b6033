// What `import UIKit.UIGestureRecognizerSubclass` finds (see module.modulemap): nothing to
// declare: Segue's gesture recognizers let a subclass set `state` without it (docs/uikit/GESTURES.md,
// "Subclassing").
#ifndef UIKIT_UIGESTURERECOGNIZERSUBCLASS_H
#define UIKIT_UIGESTURERECOGNIZERSUBCLASS_H
#endif
