// Makes an instance of a subclass of SegueCore's UIResponder through its `init()`, found in the
// class's vtable as Swift's runtime finds a method of a class from another module: what the
// Objective-C runtime does for UIApplicationMain on iOS (alloc and init of the delegate class
// named), for an `@main` app delegate whose class Swift code cannot construct from its metatype
// (its `init()` is not `required`).
#ifndef CUIKITRUNTIME_H
#define CUIKITRUNTIME_H

// The method descriptor of `UIResponder.init()` (allocating) and UIResponder's class descriptor.
extern const char $s9SegueCore11UIResponderCACycfCTq[];
extern const char $s9SegueCore11UIResponderCMn[];

// Swift's runtime: the implementation of a method for a class's metadata.
void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// A class's allocating initializer takes its metatype as the `self` (context) argument.
typedef void *(*uikit_responder_allocator)(const void *metatype __attribute__((swift_context)))
    __attribute__((swiftcall));

// Returns a new instance (+1) of the UIResponder subclass whose metadata is `metadata`, made by
// the class's own `init()` (the one it inherits or overrides).
static inline void *uikit_make_responder(const void *metadata) {
    uikit_responder_allocator allocate = (uikit_responder_allocator)swift_lookUpClassMethod(
        metadata, $s9SegueCore11UIResponderCACycfCTq, $s9SegueCore11UIResponderCMn);
    return allocate(metadata);
}

#endif
