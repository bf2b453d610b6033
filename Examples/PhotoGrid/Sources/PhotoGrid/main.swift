import Segue

// The app's own transition style joins the built-in ones before anything runs, so --style,
// --list-styles, the style and tune script commands and --tuning know it by name.
TransitionStyle.register(LiftStyle.definition)

// A photo library: a grid of photos that zoom into their detail and back, Settings with a sheet
// with detents, and the lift for every other push, pop, present and dismiss.
SegueApplication.main(delegate: PhotoGridApplication())
