import Segue
import SegueViewer

SegueApplication.main(delegate: ViewerApplication())
