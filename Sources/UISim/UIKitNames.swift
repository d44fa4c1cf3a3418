// UIKitNames: UIKit's and Core Graphics' names for UISim's types, so UIKit code (the seed
// snippets, an app's view controller logic) compiles against UISim with only its class
// declarations changed. UISim's own names drop the prefix.

public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias UIEdgeInsets = EdgeInsets
public typealias TimeInterval = Double
public typealias CFTimeInterval = Double

public typealias UIView = View
public typealias CALayer = Layer
public typealias CAMediaTimingFunction = TimingFunction
public typealias UIViewPropertyAnimator = PropertyAnimator
public typealias UIViewAnimatingState = AnimatingState
public typealias UIViewAnimatingPosition = AnimatingPosition

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate

public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITableViewController = TableViewController
public typealias UICollectionViewController = CollectionViewController
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinator
public typealias UIPercentDrivenInteractiveTransition = InteractivePop
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIRectEdge = ScreenEdgePanGestureRecognizer.RectEdge
