import SegueApp

SegueApplication.main(delegate: ViewerApplication())
