---@meta
-- LuaLS annotations for alongside specs: the busted-style DSL globals and the `ui` module as it
-- exists today (see docs/lua-api.md; names not yet available are deliberately absent). Not loaded at run time: point LuaLS's `workspace.library` at it.

-- ---------------------------------------------------------------------------------------------
-- The spec DSL
-- ---------------------------------------------------------------------------------------------

---Declares a block of tests. The body runs when the runner reaches the block (as busted does).
---Without `fn` it returns the curried form: `describe "name" (function() ... end)`.
---@param name string
---@param fn? fun()
---@return fun(fn: fun())?
function describe(name, fn) end

---Alias of `describe`.
---@param name string
---@param fn? fun()
---@return fun(fn: fun())?
function context(name, fn) end

---Declares a test. Without `fn` it declares nothing and returns the curried form:
---`it "name" (function() ... end)`.
---@param name string
---@param fn? fun()
---@return fun(fn: fun())?
function it(name, fn) end

---Alias of `it`.
---@param name string
---@param fn? fun()
---@return fun(fn: fun())?
function test(name, fn) end

---Alias of `it`.
---@param name string
---@param fn? fun()
---@return fun(fn: fun())?
function spec(name, fn) end

---Declares a pending test (reported, never run, never fails a run).
---@param name string
---@param fn? fun()
function pending(name, fn) end

---Runs `fn` before each test of the enclosing block.
---@param fn fun()
function before_each(fn) end

---Runs `fn` after each test of the enclosing block.
---@param fn fun()
function after_each(fn) end

---Runs `fn` once before the tests of the enclosing block (lazy with `--lazy`).
---@param fn fun()
function setup(fn) end

---Runs `fn` once after the tests of the enclosing block (lazy with `--lazy`).
---@param fn fun()
function teardown(fn) end

---Runs `fn` once, before the first test of the block that actually runs.
---@param fn fun()
function lazy_setup(fn) end

---Runs `fn` once, after the last test of the block, only if `lazy_setup` ran.
---@param fn fun()
function lazy_teardown(fn) end

---Runs `fn` once when the block starts, even if no test of it is selected.
---@param fn fun()
function strict_setup(fn) end

---Runs `fn` once when the block ends, even if no test of it was selected.
---@param fn fun()
function strict_teardown(fn) end

---Inside a test only (nil in blocks and hooks): runs `fn` (any callable) when the test ends,
---whether it passed or not.
---@param fn fun()|table
function finally(fn) end

---In a block or at a file's top level: shuffles that block's children, with `seed` if given
---(else the run's `--seed`); `randomize(false)` keeps them in order.
---@param seed? integer|boolean
function randomize(seed) end

---A block whose changes to globals, `_G`'s metatable and `package.loaded` are undone afterwards.
---@param name string
---@param fn fun()
function insulate(name, fn) end

---A block whose changes to globals stay visible to the rest of this file, past an enclosing
---`insulate`.
---@param name string
---@param fn fun()
function expose(name, fn) end

-- luassert's globals: `assert` (extended), `spy`, `stub`, `mock`, `match`. LuaLS knows luassert
-- only if its annotations are installed; these keep the names known.

---Compares `text` with the snapshot `name` kept in `__snapshots__/<spec file>/<name>.txt` beside
---the spec: passes when equal, fails with a line diff (`-` expected, `+` actual) when not; a
---missing one is written (fails instead under `--no-new-snapshots` or `CI=true`); `--update-snapshots`
---rewrites it. `name`: letters, digits, `_`, `-`, `.`, spaces; no `..`; one test per name.
---(The field `assert.snapshot` called as `assert:snapshot()` is still luassert's state snapshot.)
---@param text string usually `world:render()`
---@param name string
function assert.snapshot(text, name) end

---@type table
spy = {}
---@type table
stub = {}
---@type table
mock = {}
---@type table
match = {}

-- ---------------------------------------------------------------------------------------------
-- The `ui` module
-- ---------------------------------------------------------------------------------------------

---@class ui
ui = {}

---Strict, like every options table: `unknown option 'iOS' for ui.World (did you mean 'ios'?)`.
---@class ui.WorldOptions
---@field ios? integer UIKit era, 9 ... 18 (default 17)
---@field fps? number frames per second, positive (default 60)
---@field width? number window width in points, positive (default 390)
---@field height? number window height in points, positive (default 844)

---Makes a simulated app with its own clock.
---@param options? ui.WorldOptions
---@return ui.World
function ui.World(options) end

---Makes an index path (0-based; row first).
---@param row integer
---@param section integer
---@return ui.IndexPath
function ui.IndexPath(row, section) end

---UIKit's `UITableView.automaticDimension` (-1): the default row height and, from iOS 11, the
---default estimates; from `heightForRowAt`, a row that sizes itself (rules 2.14, 18.3).
---@type number
ui.automaticDimension = -1

---A plain table; `tostring` gives `{x=0, y=44, width=390, height=44}` (a shared metatable with
---`__tostring` and `__name = "Rect"`; `==` stays identity, luassert's `same` compares fields).
---@class ui.Rect
---@field x number
---@field y number
---@field width number
---@field height number

---@class ui.Point
---@field x number
---@field y number

---A CGAffineTransform: (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty); all six fields required.
---@class ui.Transform
---@field a number
---@field b number
---@field c number
---@field d number
---@field tx number
---@field ty number

---@alias ui.ScrollPosition "none"|"top"|"middle"|"bottom"
---@alias ui.Curve "easeInOut"|"easeIn"|"easeOut"|"linear"
---@alias ui.AnyViewController ui.ViewController|ui.TableViewController|ui.NavigationController

---@class ui.IndexPath
---@field row integer
---@field section integer
---@field item integer same as `row`
---@operator lt(ui.IndexPath): boolean

---@class ui.World
---@field time number simulated seconds (read-only)
---@field log string[] appearance, delegate and coordinator events in order (read-only)
---@field ios integer the UIKit era (read-only)
---@field isBusy boolean true while anything is pending (read-only)
---@field rootViewController ui.AnyViewController? the window's root, set by `world:show` (read-only, rule 4.14)
local World = {}

---Moves the clock by `dt` seconds (>= 0).
---@param dt number
function World:advance(dt) end

---Advances until nothing is pending; errors if still busy after `maxSeconds` (default 10),
---naming what is pending: `the world is still busy after 2 s of simulated time: an interactive
---pop held at 30 % — release, finish or cancel it`.
---@param maxSeconds? number
function World:settle(maxSeconds) end

---The text picture of the window now (`tostring(world)` and `print(world)` show it): header,
---root controller, navigation bar, stack, transition in flight, the rows or items on screen
---with their presentation frames, selection, highlight and selection alpha, named views.
---Deterministic; reading it changes nothing. Compare it with `assert.snapshot`.
---@return string
function World:render() end

---Makes `vc` the window's root (appearance calls with animated = false).
---@param vc ui.AnyViewController
function World:show(vc) end

---Samples each named value at every frame of the world's clock (and once now), marking the
---events in between (touches, the swipe, transition ends, log entries), until `tl:stop()`.
---Each function returns a number, a boolean (1/0) or nil (a gap). Strict: every field a
---function: `bad argument #1 to 'record' (field 'alpha': function expected, got number)`.
---@param values table<string, fun(): (number|boolean|nil)>
---@return ui.Recording
function World:record(values) end

---@class ui.Recording
---@field frameCount integer frames recorded so far (read-only)
---@field isRecording boolean true until `stop()` (read-only)
local Recording = {}

---Stops sampling and marking; what was recorded stays.
function Recording:stop() end

---Writes an SVG plot (one line per value against time, events as labelled vertical lines)
---to `path`, relative to the working directory (checked like `io.open` under --sandbox).
---@param path string
---@return string path
function Recording:svg(path) end

---Writes CSV to `path`: a header `time,<names>`, one row per frame, gaps empty.
---@param path string
---@return string path
function Recording:csv(path) end

---@class ui.ViewControllerOptions
---@field title? string

---@param options? ui.ViewControllerOptions
---@return ui.ViewController
function World:ViewController(options) end

---@class ui.TableViewControllerOptions
---@field title? string
---@field rows? integer[] row count of each section (default {})
---@field rowHeight? number positive
---@field clearsSelectionOnViewWillAppear? boolean default true
---@field style? "plain"|"grouped"|"insetGrouped" default "plain"; insetGrouped from iOS 13 (rule 17.3)

---@param options? ui.TableViewControllerOptions
---@return ui.TableViewController
function World:TableViewController(options) end

---@param root ui.ViewController|ui.TableViewController|ui.CollectionViewController
---@return ui.NavigationController
function World:NavigationController(root) end

---@class ui.ViewController
---@field title string? writable
---@field view ui.View the root view, loaded (viewDidLoad) on first read; a table or collection controller's is its table or collection view (read-only)
---@field isViewLoaded boolean read-only
---@field navigationController ui.NavigationController? read-only
---@field parent ui.NavigationController? the container it is a child of (read-only, rule 4.14)
---@field super ui.ViewControllerSuper the built-in appearance methods
---@field viewDidLoad? fun(self: ui.ViewController) Lua override
---@field viewWillAppear? fun(self: ui.ViewController, animated: boolean) Lua override
---@field viewDidAppear? fun(self: ui.ViewController, animated: boolean) Lua override
---@field viewWillDisappear? fun(self: ui.ViewController, animated: boolean) Lua override
---@field viewDidDisappear? fun(self: ui.ViewController, animated: boolean) Lua override
---@field presentedViewController ui.ViewController? what this controller (or its container) presents (read-only)
---@field presentingViewController ui.ViewController? who presents this controller (read-only)
---@field modalPresentationStyle ui.ModalPresentationStyle writable (default "automatic": full screen on iOS ≤ 12, a card from 13; rules 15.1, 15.2)
---@field isModalInPresentation boolean writable (default false): a pull on the sheet is refused (rule 15.8)
---@field presentationControllerDelegate ui.PresentationControllerDelegate? writable
local ViewController = {}

---@alias ui.ModalPresentationStyle "automatic"|"fullScreen"|"pageSheet"|"formSheet"|"overFullScreen"

---Presents `other` modally; `completion` runs after the slide up (rules 15.3–15.6).
---@param other ui.ViewController
---@param animated boolean
---@param completion? fun()
function ViewController:present(other, animated, completion) end

---Dismisses what this controller presents, or itself if presented; errors when nothing is presented (rule 15.7).
---@param animated boolean
---@param completion? fun()
function ViewController:dismiss(animated, completion) end

---The user starts pulling this presented sheet down (rule 15.5).
---@return ui.SheetDismissal? pull
---@return string? reason why no pull began (not presented as a card, iOS ≤ 12, a transition running)
function ViewController:beginInteractiveDismiss() end

---The presentation controller's delegate: each method gets the presented controller (rules 15.7, 15.8).
---@class ui.PresentationControllerDelegate
---@field presentationControllerShouldDismiss? fun(self: table, vc: ui.ViewController): boolean?
---@field presentationControllerWillDismiss? fun(self: table, vc: ui.ViewController)
---@field presentationControllerDidDismiss? fun(self: table, vc: ui.ViewController)
---@field presentationControllerDidAttemptToDismiss? fun(self: table, vc: ui.ViewController)

---A finger pulling a sheet down. Its methods error once the finger has lifted.
---@class ui.SheetDismissal
---@field percentComplete number read-only
---@field isInteractive boolean read-only
---@field isComplete boolean read-only
---@field isRefused boolean read-only: isModalInPresentation or presentationControllerShouldDismiss refused it
---@field duration number a whole slide away (read-only)
local SheetDismissal = {}

---@param percent number of the card's height
function SheetDismissal:update(percent) end
---@param y number points down from where the finger began
function SheetDismissal:updateTranslation(y) end
function SheetDismissal:finish() end
function SheetDismissal:cancel() end
---Lifts the finger: dismisses if velocity > 0 and past half or velocity > 300.
---@param options? ui.ReleaseOptions
---@return boolean dismisses
function SheetDismissal:release(options) end

---The coordinator of the animated transition involving this controller, or nil.
---@return ui.TransitionCoordinator?
function ViewController:transitionCoordinator() end

---Loads the view if it is not loaded yet (viewDidLoad runs once in all; rule 4.13).
function ViewController:loadViewIfNeeded() end

---`self.super`: runs UISim's built-in behaviour of each appearance method.
---@class ui.ViewControllerSuper
local ViewControllerSuper = {}
function ViewControllerSuper:viewDidLoad() end
---@param animated? boolean
function ViewControllerSuper:viewWillAppear(animated) end
---@param animated? boolean
function ViewControllerSuper:viewDidAppear(animated) end
---@param animated? boolean
function ViewControllerSuper:viewWillDisappear(animated) end
---@param animated? boolean
function ViewControllerSuper:viewDidDisappear(animated) end

---@class ui.TableViewController: ui.ViewController
---@field tableView ui.TableView read-only (loads the view)
---@field clearsSelectionOnViewWillAppear boolean writable
---@field viewDidLoad? fun(self: ui.TableViewController) Lua override
---@field viewWillAppear? fun(self: ui.TableViewController, animated: boolean) Lua override
---@field viewDidAppear? fun(self: ui.TableViewController, animated: boolean) Lua override
---@field viewWillDisappear? fun(self: ui.TableViewController, animated: boolean) Lua override
---@field viewDidDisappear? fun(self: ui.TableViewController, animated: boolean) Lua override
local TableViewController = {}

---No Lua overrides and no `super` on a navigation controller.
---@class ui.NavigationController
---@field title string? writable
---@field navigationController ui.NavigationController? read-only
---@field parent nil a navigation controller is never a child here (read-only)
---@field topViewController ui.ViewController|ui.TableViewController|nil read-only
---@field viewControllers (ui.ViewController|ui.TableViewController)[] the stack, root first (read-only)
---@field isTransitioning boolean read-only
---@field view ui.View the container of the stack's views (read-only)
---@field isViewLoaded boolean read-only
---@field delegate ui.NavigationControllerDelegate? writable: an object called with `:` (self first), or nil
---@field interactivePopGestureRecognizer ui.ScreenEdgePanGestureRecognizer read-only
local NavigationController = {}

---Loads the view if it is not loaded yet (rule 4.13).
function NavigationController:loadViewIfNeeded() end

---The seeds' deselection helper, as on every controller (see `ViewController:deselectItem`).
---@param cv ui.CollectionView?
---@param withTransition? boolean default true
function NavigationController:deselectItem(cv, withTransition) end

---`nav.delegate`: UIKit's navigationController(_:willShow:animated:) and (_:didShow:animated:),
---called as methods. Either may be missing.
---@class ui.NavigationControllerDelegate
---@field willShow? fun(self: table, nav: ui.NavigationController, vc: ui.AnyViewController, animated: boolean) when a transition starts
---@field didShow? fun(self: table, nav: ui.NavigationController, vc: ui.AnyViewController, animated: boolean) when it completes (not for a cancelled swipe)
---@field animationControllerFor? fun(self: table, nav: ui.NavigationController, operation: "push"|"pop", from: ui.AnyViewController, to: ui.AnyViewController): ui.AnimatedTransitioning? an animator, or nil for the built-in one (rule 6.40)

---An animator from `animationControllerFor` (UIViewControllerAnimatedTransitioning): it sets the duration and hears the end.
---@class ui.AnimatedTransitioning
---@field transitionDuration fun(self: table, context: nil): number required: the transition's duration in seconds
---@field animationEnded? fun(self: table, completed: boolean) once, after the transition (rule 6.3)

---The swipe-back recognizer (rule 4.9, 4.10).
---@class ui.ScreenEdgePanGestureRecognizer
---@field isEnabled boolean writable; while false no swipe begins
---@field state "possible"|"began"|"changed"|"ended"|"cancelled"|"failed" read-only
---@field edges "left" read-only

---@return ui.TransitionCoordinator?
function NavigationController:transitionCoordinator() end

---@param vc ui.ViewController|ui.TableViewController
---@param animated boolean
function NavigationController:pushViewController(vc, animated) end

---@param animated boolean
---@return ui.ViewController|ui.TableViewController|nil popped
function NavigationController:popViewController(animated) end

---Begins the edge swipe; nil and the reason (rule 4.10) when none begins: the recognizer
---is disabled, the controller is not on screen, a transition is running, or only the root is in the stack.
---@return ui.InteractivePop? swipe
---@return string? reason
function NavigationController:beginInteractivePop() end

---Pops to the root (rule 4.11).
---@param animated boolean
---@return (ui.ViewController|ui.TableViewController)[]? popped the controllers removed, bottom first; nil at the root
function NavigationController:popToRootViewController(animated) end

---Replaces the stack; pushes, pops or makes no transition as the new top decides (rule 4.12).
---@param list (ui.ViewController|ui.TableViewController)[] non-empty, distinct, not in another stack
---@param animated boolean
function NavigationController:setViewControllers(list, animated) end

---The interactive swipe-back. Its methods error once it has ended.
---@class ui.InteractivePop
---@field percentComplete number read-only
---@field isInteractive boolean read-only
---@field isComplete boolean read-only
---@field duration number the transition's duration (read-only)
---@field completionSpeed number writable, > 0 (default 1): the rest takes (1 − p) × duration ÷ speed (rule 6.1)
---@field completionCurve ui.Curve writable (default "easeInOut"): the rest's curve (rule 6.1)
---@field isInterruptible boolean writable (default false): an interruptible pop can be paused after the finger lifts; stays false on iOS ≤ 10 (rule 6.2)
local InteractivePop = {}

---@param percent number
function InteractivePop:update(percent) end

---The finger is `x` points right of where it began: percent = x ÷ container width, clamped to 0 … 1 (rule 6.6).
---@param x number
function InteractivePop:updateTranslation(x) end

---UIPercentDrivenInteractiveTransition.pause() (rule 6.2): stops an interruptible pop's completion and gives the finger back.
---@return boolean paused false while the finger is down, on a pop that is not interruptible, or while a cancel animates
function InteractivePop:pause() end
function InteractivePop:finish() end
function InteractivePop:cancel() end

---@class ui.ReleaseOptions
---@field velocity? number points per second (default 0)

---Lifts the finger; UIKit's rule decides.
---@param options? ui.ReleaseOptions
---@return boolean finishes true if the pop finishes, false if it is cancelled
function InteractivePop:release(options) end

---The transition coordinator; also the context passed to its blocks.
---@class ui.TransitionCoordinator
---@field isAnimated boolean
---@field initiallyInteractive boolean
---@field isInteractive boolean
---@field isInterruptible boolean
---@field isCancelled boolean
---@field percentComplete number
---@field transitionDuration number
---@field completionVelocity number
---@field completionCurve ui.Curve
---@field containerView ui.View the view the transition runs in (the navigation controller's)
---@field targetTransform ui.Transform the identity (no rotation)
---@field presentationStyle "none"|ui.ModalPresentationStyle "none" for navigation; the presented controller's resolved style for a presentation (rule 15.11)
local TransitionCoordinator = {}

---The from or to view (rule 5.12).
---@param key "from"|"to"
---@return ui.View|ui.TableView|ui.CollectionView|nil
function TransitionCoordinator:viewForKey(key) end

---The deprecated (iOS 7–10) name of notifyWhenInteractionChanges; the same behaviour (rule 5.9).
---@param fn fun(ctx: ui.TransitionCoordinator)
function TransitionCoordinator:notifyWhenInteractionEnds(fn) end

---animateAlongsideTransition(in:animation:completion:): `view`, outside the container, follows the transition too (rule 5.4).
---@param view ui.View|ui.TableView|ui.CollectionView|ui.TableViewCell|ui.CollectionViewCell|nil
---@param animation? fun(ctx: ui.TransitionCoordinator)
---@param completion? fun(ctx: ui.TransitionCoordinator)
---@return boolean queued
function TransitionCoordinator:animateAlongsideTransitionIn(view, animation, completion) end

---@param key "from"|"to"
---@return ui.ViewController|ui.TableViewController|nil
function TransitionCoordinator:viewControllerForKey(key) end

---@param animation? fun(ctx: ui.TransitionCoordinator)
---@param completion? fun(ctx: ui.TransitionCoordinator)
---@return boolean queued
function TransitionCoordinator:animateAlongsideTransition(animation, completion) end

---@param fn fun(ctx: ui.TransitionCoordinator)
function TransitionCoordinator:notifyWhenInteractionChanges(fn) end

---@class ui.TableView
---@field style "plain"|"grouped"|"insetGrouped" read-only: fixed when the controller is made (rule 17.3)
---@field allowsSelection boolean writable
---@field allowsMultipleSelection boolean writable
---@field rowHeight number writable: >= 0, or -1 (automaticDimension, the default: 44)
---@field estimatedRowHeight number writable: >= 0 (0: no estimation), or -1 (automaticDimension, default)
---@field sectionHeaderHeight number writable: >= 0, or -1 (automaticDimension: 28 with a title or delegate views, else 0); default -1
---@field sectionFooterHeight number writable: >= 0, or -1 (automaticDimension: 28 with a title or delegate views, else 0); default -1
---@field estimatedRowHeight number writable: >= 0 (0: no estimation), or -1 (automaticDimension, default from iOS 11; 0 before, rule 18.1)
---@field estimatedSectionHeaderHeight number writable: as estimatedRowHeight's default by era; stored only (rule 18.2)
---@field estimatedSectionFooterHeight number writable: as estimatedSectionHeaderHeight
---@field sectionHeaderHeight number writable: >= 0, or -1 (automaticDimension: 28 with a title, else 0); default -1
---@field sectionFooterHeight number writable: >= 0, or -1 (automaticDimension: 28 with a title, else 0); default -1
---@field tableHeaderView ui.View? writable: a view made by world:View, or nil; its height pushes the rows down
---@field sectionHeaderTopPadding number writable, iOS >= 15 only (an error earlier): >= 0, or -1 (automaticDimension, default: 22 in a plain table, 0 grouped)
---@field tableFooterView ui.View? writable: a view made by world:View, or nil
---@field contentInset ui.EdgeInsets writable
---@field isEditing boolean writable: as tv:setEditing(value, false)
---@field allowsSelectionDuringEditing boolean writable (default false)
---@field allowsMultipleSelectionDuringEditing boolean writable (default false)
local TableView = {}

---@class ui.EdgeInsets
---@field top number
---@field left number
---@field bottom number
---@field right number

---Enters or leaves editing mode; switching modes deselects every row without delegate calls.
---@param editing boolean
---@param animated boolean
function TableView:setEditing(editing, animated) end

---The cells on screen, in row order (UIKit's property `visibleCells`).
---@return ui.TableViewCell[]
function TableView:visibleCells() end

---The row a visible cell shows (UIKit's `indexPath(for:)`).
---@param cell ui.TableViewCell
---@return ui.IndexPath? row nil when the cell is not visible
function TableView:indexPathForCell(cell) end

---The row under a point in table coordinates (UIKit's `indexPathForRow(at:)`).
---@param point ui.Point
---@return ui.IndexPath? row nil outside every row
function TableView:indexPathForRow(point) end

---@return integer
function TableView:numberOfSections() end

---@param section integer
---@return integer
function TableView:numberOfRowsInSection(section) end

---@return ui.IndexPath?
function TableView:indexPathForSelectedRow() end

---@return ui.IndexPath[]? rows nil when none is selected
function TableView:indexPathsForSelectedRows() end

---@param ip ui.IndexPath?
---@param animated boolean
---@param scrollPosition ui.ScrollPosition
function TableView:selectRow(ip, animated, scrollPosition) end

---@param ip ui.IndexPath
---@param animated boolean
function TableView:deselectRow(ip, animated) end

---A user tap (touch down then up).
---@param ip ui.IndexPath
function TableView:tap(ip) end

---@param ip ui.IndexPath
function TableView:touchDown(ip) end

---@param ip ui.IndexPath
function TableView:touchUp(ip) end

---@param ip ui.IndexPath
function TableView:touchCancel(ip) end

---@param ip ui.IndexPath
---@return ui.TableViewCell? cell nil when not visible
function TableView:cellForRow(ip) end

---@param ip ui.IndexPath
---@return ui.Rect
function TableView:rectForRow(ip) end

---@param section integer
---@return ui.Rect rect the whole section; zero for a missing section
function TableView:rectForSection(section) end

---@param section integer
---@return ui.Rect rect zero for a missing section
function TableView:rectForHeaderInSection(section) end

---@param section integer
---@return ui.Rect rect zero for a missing section
function TableView:rectForFooterInSection(section) end

---@param rect ui.Rect table coordinates
---@return ui.IndexPath[] rows ascending; {} when none
function TableView:indexPathsForRows(rect) end

---@param section integer
---@return ui.View? view the section's header view on screen (floating in a plain table), or nil
function TableView:headerView(section) end

---@param section integer
---@return ui.View? view the section's footer view on screen, or nil
function TableView:footerView(section) end

---@param identifier string
function TableView:registerHeaderFooterView(identifier) end

---@param identifier string
---@return ui.View? view a queued or new header-footer view; nil when nothing is registered
function TableView:dequeueReusableHeaderFooterView(identifier) end

---A cell class: functions the list calls on the cells it makes for an identifier.
---@class ui.CellClass
---@field init? fun(cell: ui.TableViewCell|ui.CollectionViewCell) called once on each cell the list makes
---@field layoutSubviews? fun(cell: ui.TableViewCell|ui.CollectionViewCell) the cell's layout pass (built-in: `cell.super:layoutSubviews()`)
---@field layoutContentView? fun(cell: ui.TableViewCell|ui.CollectionViewCell) the content view's layout pass (built-in does nothing)
---@field setSelected? fun(cell: ui.TableViewCell|ui.CollectionViewCell, selected: boolean, animated: boolean) every selection change (built-in: `cell.super:setSelected(selected, animated)`)
---@field setHighlighted? fun(cell: ui.TableViewCell|ui.CollectionViewCell, highlighted: boolean, animated: boolean) every highlight change: touch down, lift, cancel (built-in: `cell.super:setHighlighted(highlighted, animated)`)
---@field apply? fun(cell: ui.CollectionViewCell, attributes: ui.LayoutAttributes) collection cells only: attributes that changed, the frame already set (rule 3.32)
---@field prepareForReuse? fun(cell: ui.TableViewCell|ui.CollectionViewCell) before a reused cell is shown again (built-in does nothing)
---@field sizeThatFits? fun(cell: ui.TableViewCell, size: ui.Size): ui.Size table cells only: a self-sizing row's height (rule 18.3; built-in: width × 44)
---@field systemLayoutSizeFitting? fun(cell: ui.TableViewCell, size: ui.Size): ui.Size table cells only: asked with {width = table width, height = 0} (built-in: `sizeThatFits`)

---Makes the table's cells for `identifier` from `class`; the rows model dequeues "Cell".
---@param identifier string
---@param class ui.CellClass
function TableView:registerCell(identifier, class) end

---`tostring(cell)`: `TableViewCell[0, 3] selected` (index path while shown, then state).
---@class ui.TableViewCell
---@field isSelected boolean
---@field isHighlighted boolean
---@field selectionAlpha number presentation value, 0 ... 1
---@field frame ui.Rect presentation value
---@field contentView ui.View
---@field selectedBackgroundView ui.View read-only: its alpha shows selection and highlight
---@field reuseIdentifier string? read-only
---@field selectionStyle ui.SelectionStyle writable (default "default")
---@field super ui.TableViewCellSuper the built-in methods
---@field layoutSubviews? fun(self: ui.TableViewCell) Lua override (this cell's, else its class's)
---@field layoutContentView? fun(self: ui.TableViewCell) Lua override (this cell's, else its class's)
---@field setSelected? fun(self: ui.TableViewCell, selected: boolean, animated: boolean) Lua override
---@field setHighlighted? fun(self: ui.TableViewCell, highlighted: boolean, animated: boolean) Lua override
---@field prepareForReuse? fun(self: ui.TableViewCell) Lua override
---@field sizeThatFits? fun(self: ui.TableViewCell, size: ui.Size): ui.Size Lua override: a self-sizing row's height (rule 18.3)
---@field systemLayoutSizeFitting? fun(self: ui.TableViewCell, size: ui.Size): ui.Size Lua override (built-in calls `sizeThatFits`)
local TableViewCell = {}

---@alias ui.SelectionStyle "none"|"default"|"blue"|"gray"

---Marks the cell for layout on the next `layoutIfNeeded`.
function TableViewCell:setNeedsLayout() end

---Lays the cell (and its content view) out now if marked.
function TableViewCell:layoutIfNeeded() end

---@class ui.TableViewCellSuper
local TableViewCellSuper = {}
---The built-in selection change: stores the state and moves the selection background.
---@param selected boolean
---@param animated boolean
function TableViewCellSuper:setSelected(selected, animated) end
---The built-in highlight change: stores the state and moves the selection background.
---@param highlighted boolean
---@param animated boolean
function TableViewCellSuper:setHighlighted(highlighted, animated) end
---Collection cells only: the built-in does nothing (the frame is already set, rule 3.32).
---@param attributes ui.LayoutAttributes
function TableViewCellSuper:apply(attributes) end
---The built-in: does nothing.
function TableViewCellSuper:prepareForReuse() end
---Table cells: the built-in size, `{width = size.width, height = 44}` (rule 18.3).
---@param size ui.Size
---@return ui.Size
function TableViewCellSuper:sizeThatFits(size) end
---Table cells: the built-in, which calls the cell's `sizeThatFits` (rule 18.3).
---@param size ui.Size
---@return ui.Size
function TableViewCellSuper:systemLayoutSizeFitting(size) end
---The built-in: the content view and selected background fill the cell.
function TableViewCellSuper:layoutSubviews() end
---The built-in: does nothing.
function TableViewCellSuper:layoutContentView() end

---Strict: any other key is an error (`unknown option 'fram' for world:View (did you mean 'frame'?)`).
---@class ui.ViewOptions
---@field frame? ui.Rect default {x=0, y=0, width=0, height=0}
---@field accessibilityIdentifier? string names the view in `tostring` and settle's busy error (`View 'badge'`)

---Makes a view with no superview (to add to a cell's content view).
---@param options? ui.ViewOptions
---@return ui.View
function World:View(options) end

---`tostring(view)`: `View 'badge' {x=0, y=0, width=20, height=20}`.
---@class ui.View
---@field frame ui.Rect read: presentation value; write: model value (animated inside an animation block)
---@field bounds ui.Rect the model size at the origin (read-only)
---@field subviews ui.View[] a fresh array on each read (read-only)
---@field superview ui.View|ui.TableViewCell|ui.CollectionViewCell|ui.TableView|ui.CollectionView|nil read-only (nil for the window)
---@field alpha number model value, clamped to 0 … 1; animatable (rule 11.1)
---@field presentationAlpha number what is drawn now (read-only)
---@field isHidden boolean writable; not animated (rule 11.1)
---@field center ui.Point model value: the frame's midpoint in the superview; animatable (rule 11.2)
---@field transform ui.Transform model value, about the center; animatable (rule 11.3)
---@field presentationTransform ui.Transform what is drawn now (read-only)
---@field accessibilityIdentifier string? writable: names the view in `tostring` and settle's busy error
---@field layer ui.Layer the view's layer: its media timing (read-only field, the same object each read)
local View = {}

---UIView.convert(_:to:): a point or (with `width`) a rectangle from this view's coordinates
---to `view`'s, or the window's when nil (rule 11.5).
---@generic T: ui.Point|ui.Rect
---@param value T
---@param view? ui.View|ui.TableView|ui.CollectionView|ui.TableViewCell|ui.CollectionViewCell
---@return T
function View:convert(value, view) end

---Adds `view` (made by `world:View`) as the last subview, taking it from its old superview.
---@param view ui.View
function View:addSubview(view) end

---UIView.insertSubview(_:at:): puts `view` (made by `world:View`) at the 0-based `index` of
---`subviews`, 0 … the number of subviews (rule 11.6).
---@param view ui.View
---@param index integer
function View:insertSubview(view, index) end

---UIView.isDescendant(of:): true when this view is `view` or below it (rule 11.6).
---@param view ui.View|ui.TableView|ui.CollectionView|ui.TableViewCell|ui.CollectionViewCell
---@return boolean
function View:isDescendant(view) end

---Takes a view made by `world:View` out of its superview.
function View:removeFromSuperview() end

---Marks the view for layout on the next `layoutIfNeeded`.
function View:setNeedsLayout() end

---Lays the view (and its subviews) out now if marked.
function View:layoutIfNeeded() end

---`view.layer`: CAMediaTiming on a view's layer (rules 7.1–7.4). Local time is
---`(parentTime − beginTime) × speed + timeOffset` down the view tree; `speed = 0` pauses every
---animation below, `timeOffset` then scrubs them (rule 0.1, QA1673).
---`tostring(layer)`: `Layer(speed 1, timeOffset 0, beginTime 0)`.
---@class ui.Layer
---@field speed number writable, finite (default 1)
---@field timeOffset number writable, finite (default 0)
---@field beginTime number writable, finite (default 0)
---@field localTime number the layer's time now (read-only)
local Layer = {}

---CALayer.convertTime(_:from:): `t` in `fromLayer`'s time (nil: the world clock) as this layer's time (rule 7.2).
---@param t number
---@param fromLayer ui.Layer?
---@return number
function Layer:convertTime(t, fromLayer) end

---@alias ui.RowAnimation "automatic"|"fade"|"none"|"top"|"bottom"|"left"|"right"|"middle"

---@return nil
function TableView:reloadData() end
function TableView:beginUpdates() end
function TableView:endUpdates() end

---@param updates? fun()
---@param completion? fun(finished: boolean)
function TableView:performBatchUpdates(updates, completion) end

---@param ips ui.IndexPath[]
---@param animation ui.RowAnimation
function TableView:insertRows(ips, animation) end

---@param ips ui.IndexPath[]
---@param animation ui.RowAnimation
function TableView:deleteRows(ips, animation) end

---@param ips ui.IndexPath[]
---@param animation ui.RowAnimation
function TableView:reloadRows(ips, animation) end

---iOS >= 15: asks the data source again for these rows' cells, which get their existing cells back
---(no prepareForReuse, selection kept); rows without a cell are skipped (rule 16.14).
---@param ips ui.IndexPath[]
function TableView:reconfigureRows(ips) end

---@param from ui.IndexPath
---@param to ui.IndexPath
function TableView:moveRow(from, to) end

---@param sections integer[]
---@param animation ui.RowAnimation
function TableView:insertSections(sections, animation) end

---@param sections integer[]
---@param animation ui.RowAnimation
function TableView:deleteSections(sections, animation) end

---@param sections integer[] section numbers before the batch
---@param animation ui.RowAnimation
function TableView:reloadSections(sections, animation) end

---@param from integer the section's number before the batch
---@param to integer its number after the batch
function TableView:moveSection(from, to) end

---@param ip ui.IndexPath
---@param position ui.ScrollPosition
---@param animated boolean
function TableView:scrollToRow(ip, position, animated) end

---@return ui.IndexPath[]? rows nil when none is visible
function TableView:indexPathsForVisibleRows() end

---The seeds' helper: deselect alongside `coordinator`, reselect if cancelled (rule 0.5).
---@param coordinator ui.TransitionCoordinator?
---@param animated boolean
function TableView:deselectRowWithCoordinator(coordinator, animated) end

---@class ui.Point
---@field x number
---@field y number

---@class ui.Size
---@field width number
---@field height number

---@class ui.TableView
---@field contentOffset ui.Point writable
---@field contentSize ui.Size read-only
---@field delegate ui.TableViewDelegate? writable: a Lua table, or nil

---A Lua table (or class instance) of methods with UIKit's names, called `t:name(tv, ip)`; each is optional.
---@class ui.TableViewDelegate
---@field heightForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): number
---@field estimatedHeightForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): number
---@field heightForHeaderInSection? fun(self: ui.TableViewDelegate, tv: ui.TableView, section: integer): number
---@field heightForFooterInSection? fun(self: ui.TableViewDelegate, tv: ui.TableView, section: integer): number
---@field shouldHighlightRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): boolean
---@field willSelectRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): ui.IndexPath?
---@field willDeselectRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): ui.IndexPath?
---@field didHighlightRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath)
---@field didUnhighlightRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath)
---@field didSelectRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath)
---@field didDeselectRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath)
---@field canPerformPrimaryActionForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): boolean iOS >= 16; default: not editing
---@field performPrimaryActionForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath) iOS >= 16: after didSelectRowAt, even when willSelectRowAt refused
---@field willDisplay? fun(self: ui.TableViewDelegate, tv: ui.TableView, cell: ui.TableViewCell, ip: ui.IndexPath) the row's cell is about to show (rule 1.30); `ui` calls are refused inside
---@field didEndDisplaying? fun(self: ui.TableViewDelegate, tv: ui.TableView, cell: ui.TableViewCell, ip: ui.IndexPath) the cell was taken off; ip is the row it showed (rule 1.30)
---@field editingStyleForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): "delete"|"insert"|"none" default "delete" (rule 14.2)
---@field shouldIndentWhileEditingRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): boolean default true (rule 14.4)
---@field targetIndexPathForMoveFromRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, from: ui.IndexPath, proposed: ui.IndexPath): ui.IndexPath default proposed (rule 14.8)
---@field viewForHeaderInSection? fun(self: ui.TableViewDelegate, tv: ui.TableView, section: integer): ui.View? the section's header view (rule 17.2)
---@field viewForFooterInSection? fun(self: ui.TableViewDelegate, tv: ui.TableView, section: integer): ui.View? the section's footer view (rule 17.2)
---@field willDisplayHeaderView? fun(self: ui.TableViewDelegate, tv: ui.TableView, view: ui.View, section: integer)
---@field didEndDisplayingHeaderView? fun(self: ui.TableViewDelegate, tv: ui.TableView, view: ui.View, section: integer)
---@field willDisplayFooterView? fun(self: ui.TableViewDelegate, tv: ui.TableView, view: ui.View, section: integer)
---@field didEndDisplayingFooterView? fun(self: ui.TableViewDelegate, tv: ui.TableView, view: ui.View, section: integer)

---The controller's setEditing, passed on to its table (rule 14.13).
---@param editing boolean
---@param animated boolean
function TableViewController:setEditing(editing, animated) end

---The user taps editButtonItem: setEditing(not editing, true) (rule 14.13).
function TableViewController:tapEditButton() end

---editButtonItem's title: "Edit", or "Done" while editing.
---@return string
function TableViewController:editButtonTitle() end

---A row's editing controls (rules 14.1-14.4).
---@class ui.EditingControls
---@field style "delete"|"insert"|"none"
---@field indents boolean
---@field showsReorderControl boolean
---@field showsDeleteConfirmation boolean

---The row's editing controls now; nil outside editing mode or for a row that cannot be edited.
---@param ip ui.IndexPath
---@return ui.EditingControls?
function TableView:editingControlsForRow(ip) end

---Taps the row's editing control: a minus shows (or hides) the Delete button, a plus commits "insert" (rules 14.5, 14.6).
---@param ip ui.IndexPath
function TableView:tapEditingControl(ip) end

---Taps the Delete button the row shows: the data source's commit(tv, "delete", ip) (rule 14.5).
---@param ip ui.IndexPath
function TableView:tapDeleteConfirmationButton(ip) end

---The row showing the Delete button, or nil (rule 14.7).
---@return ui.IndexPath?
function TableView:indexPathForDeleteConfirmation() end

---The finger goes down on the row's reorder control (rules 14.8-14.12).
---@param ip ui.IndexPath
---@return ui.TableReorder
function TableView:beginReorder(ip) end

---A row dragged by its reorder control, scripted like the swipe-back.
---@class ui.TableReorder
---@field sourceIndexPath ui.IndexPath read-only
---@field proposedIndexPath ui.IndexPath read-only: where the row's centre proposes it land
---@field destinationIndexPath ui.IndexPath read-only: where it lands now, after the delegate
---@field translation number read-only: the finger's dy
---@field isActive boolean read-only: whether the finger is down
local TableReorder = {}

---The finger is dy points below where it went down (rule 14.8).
---@param dy number
function TableReorder:update(dy) end

---Moves the row's centre just past the middle of row ip.
---@param ip ui.IndexPath
function TableReorder:moveOver(ip) end

---The finger lifts: moveRowAt and the table moves the row (rule 14.9).
function TableReorder:release() end

---The touch is cancelled: nothing moves (rule 14.11).
function TableReorder:cancel() end

---How far row ip has slid aside now, in points.
---@param ip ui.IndexPath
---@return number
function TableReorder:shiftOfRow(ip) end

---Changes the controller's row counts without telling the table (an app that forgets to).
---@param rows integer[]
function TableViewController:setRows(rows) end

---The seeds' helper (from the article "How to Improve UITableView and UICollectionView Cell
---Deselection with Swift Code Examples"): deselect `cv`'s first selected item alongside the
---transition, reselect if cancelled; without a transition, deselect with animation.
---@param cv ui.CollectionView?
---@param withTransition? boolean default true
function ViewController:deselectItem(cv, withTransition) end

---@class ui.CollectionViewControllerOptions
---@field items? integer[] item count per section
---@field itemSize? number[] {width, height}
---@field clearsSelectionOnViewWillAppear? boolean default true
---@field title? string

---@param options? ui.CollectionViewControllerOptions
---@return ui.CollectionViewController
function World:CollectionViewController(options) end

---@class ui.CollectionViewController: ui.ViewController
---@field collectionView ui.CollectionView read-only (loads the view)
---@field clearsSelectionOnViewWillAppear boolean writable

---@alias ui.ItemScrollPosition "none"|"top"|"centeredVertically"|"bottom"|"left"|"centeredHorizontally"|"right"

---@class ui.CollectionView
---@field allowsSelection boolean writable
---@field allowsMultipleSelection boolean writable
---@field allowsSelectionDuringEditing boolean writable (default false, rule 3.31)
---@field allowsMultipleSelectionDuringEditing boolean writable (default false, rule 3.31)
---@field isEditing boolean writable: picks the editing pair of selection flags; keeps the selection (rule 3.31)
---@field contentOffset ui.Point writable: scrolls at once
---@field contentSize ui.Size read-only
---@field contentInset ui.EdgeInsets writable
---@field collectionViewLayout ui.CollectionViewFlowLayout read-only: the layout object
local CollectionView = {}

---The collection's flow layout; writing a field invalidates the layout.
---@class ui.CollectionViewFlowLayout
---@field itemSize ui.Size writable: positive width and height (default 50 x 50)
---@field minimumLineSpacing number writable: >= 0 (default 10)
---@field minimumInteritemSpacing number writable: >= 0 (default 10)
---@field sectionInset ui.EdgeInsets writable (default zero)
---@field scrollDirection "vertical"|"horizontal" writable (default "vertical")
---@field headerReferenceSize ui.Size writable: >= 0 (default zero: no header)
---@field sectionHeadersPinToVisibleBounds boolean writable: headers stick to the top while their section passes (default false)
---@field sectionFootersPinToVisibleBounds boolean writable: footers stick to the bottom (default false)
---@field footerReferenceSize ui.Size writable: >= 0 (default zero: no footer)
---@field estimatedItemSize ui.Size writable: >= 0 (default zero); non-zero turns self-sizing on (rule 3.10)
local CollectionViewFlowLayout = {}

---Drops the computed frames; the next query or layout pass computes them again (rule 3.14).
function CollectionViewFlowLayout:invalidateLayout() end

---The attributes of every header, item and footer whose frame meets `rect`, in section order.
---@param rect ui.Rect
---@return ui.LayoutAttributes[]
function CollectionViewFlowLayout:layoutAttributesForElements(rect) end

---A snapshot of UIKit's layout attributes, as a plain table.
---@class ui.LayoutAttributes
---@field indexPath ui.IndexPath
---@field frame ui.Rect
---@field size ui.Size
---@field center ui.Point
---@field representedElementCategory "cell"|"supplementaryView"
---@field representedElementKind? string "UICollectionElementKindSectionHeader" or "...Footer"; nil for a cell

---The cells on screen, in index-path order.
---@return ui.CollectionViewCell[]
function CollectionView:visibleCells() end

---iOS >= 15: asks the data source again for these items' cells, which get their existing cells
---back (no prepareForReuse, selection kept); items without a cell are skipped (rule 16.14).
---@param ips ui.IndexPath[]
function CollectionView:reconfigureItems(ips) end

---The visible items, ascending; an empty table (not nil) when none.
---@return ui.IndexPath[]
function CollectionView:indexPathsForVisibleItems() end

---The item a visible cell shows.
---@param cell ui.CollectionViewCell
---@return ui.IndexPath? item nil when the cell is not visible
function CollectionView:indexPathForCell(cell) end

---The item whose frame contains a point (content coordinates).
---@param point ui.Point
---@return ui.IndexPath? item nil in a gap
function CollectionView:indexPathForItem(point) end

---Scrolls so the item sits at `position` (within the content).
---@param ip ui.IndexPath
---@param position ui.ItemScrollPosition
---@param animated boolean
function CollectionView:scrollToItem(ip, position, animated) end

---Makes the collection's cells for `identifier` from `class`; the items model dequeues "Cell".
---@param identifier string
---@param class ui.CellClass
function CollectionView:registerCell(identifier, class) end

--- Registers the headers ("header") or footers ("footer") dequeued with `identifier` (rule 17.9).
---@param kind string "header", "footer" or UIKit's kind constant
---@param identifier string
function CollectionView:registerSupplementaryView(kind, identifier) end

--- A header or footer for `viewForSupplementaryElementOfKind` to return (rule 17.9).
---@param kind string
---@param identifier string
---@param ip ui.IndexPath
---@return ui.CollectionViewCell
function CollectionView:dequeueReusableSupplementaryView(kind, identifier, ip) end

--- The header or footer on screen for `ip`'s section, or nil.
---@param kind string
---@param ip ui.IndexPath
---@return ui.CollectionViewCell?
function CollectionView:supplementaryView(kind, ip) end

--- The headers or footers on screen, in section order.
---@param kind string
---@return ui.CollectionViewCell[]
function CollectionView:visibleSupplementaryViews(kind) end

---@return ui.IndexPath[]? items nil when none is selected
function CollectionView:indexPathsForSelectedItems() end

---@param ip ui.IndexPath?
---@param animated boolean
---@param position ui.ItemScrollPosition
function CollectionView:selectItem(ip, animated, position) end

---@param ip ui.IndexPath
---@param animated boolean
function CollectionView:deselectItem(ip, animated) end

---@param ip ui.IndexPath
function CollectionView:tap(ip) end
---@param ip ui.IndexPath
function CollectionView:touchDown(ip) end
---@param ip ui.IndexPath
function CollectionView:touchUp(ip) end
---@param ip ui.IndexPath
function CollectionView:touchCancel(ip) end

---@param ip ui.IndexPath
---@return ui.CollectionViewCell? cell nil when not visible
function CollectionView:cellForItem(ip) end

---@param ip ui.IndexPath
---@return ui.LayoutAttributes?
function CollectionView:layoutAttributesForItem(ip) end

---@return integer
function CollectionView:numberOfSections() end

---@param section integer
---@return integer
function CollectionView:numberOfItemsInSection(section) end

---@class ui.AnimateOptions
---@field world? ui.World only for ui.animate outside a callback
---@field duration number
---@field delay? number
---@field curve? ui.Curve
---@field usingSpringWithDamping? number a positive damping ratio: a spring instead of the curve (rule 7.12)
---@field initialSpringVelocity? number whole distances per second (default 0); needs usingSpringWithDamping
---@field animations fun()
---@field completion? fun(finished: boolean)

---UIView.animate in this world.
---@param duration number|ui.AnimateOptions
---@param animations? fun()
---@param completion? fun(finished: boolean)
function World:animate(duration, animations, completion) end

---CATransaction.begin() in this world: opens a transaction group (groups nest).
function World:beginTransaction() end

---CATransaction.setCompletionBlock(_:) for the innermost group (the implicit one, committed
---after the caller returns, when none is open): runs once the animations added after it have
---ended, or at the commit if none were (rule 2.13). nil removes it.
---@param block fun()|nil
function World:setTransactionCompletionBlock(block) end

---CATransaction.commit() in this world: closes the innermost group; nothing when none is open.
function World:commitTransaction() end

---UIView.animate in the current world (inside a callback), or `world =` in the table form.
---@param duration number|ui.AnimateOptions
---@param animations? fun()
---@param completion? fun(finished: boolean)
function ui.animate(duration, animations, completion) end

---UIView.performWithoutAnimation in this world: what `fn` changes is applied at once (rule 7.5).
---@param fn fun()
function World:performWithoutAnimation(fn) end

---UIView.performWithoutAnimation in the current world (inside a callback only).
---@param fn fun()
function ui.performWithoutAnimation(fn) end

---@class ui.PropertyAnimatorOptions
---@field duration number seconds, >= 0
---@field curve? ui.Curve default "easeInOut"
---@field dampingRatio? number positive: a spring (rule 7.12); not with `curve`
---@field animations? fun()

---UIViewPropertyAnimator: inactive until started (rule 7.10).
---@param options ui.PropertyAnimatorOptions
---@return ui.PropertyAnimator
function World:PropertyAnimator(options) end

---@class ui.PropertyAnimator
---@field duration number read-only
---@field fractionComplete number writable (a no-op while running; scrubs while paused)
---@field state "inactive"|"active"|"stopped" read-only
---@field isRunning boolean read-only
---@field isReversed boolean writable
---@field isInterruptible boolean writable only while inactive: UIKit raises otherwise (rule 7.13)
---@field scrubsLinearly boolean writable (default true, rule 7.11)
local PropertyAnimator = {}

---@param animations fun()
---@param delayFactor? number 0 … 1 of the time left
function PropertyAnimator:addAnimations(animations, delayFactor) end

---@param completion fun(position: "end"|"start"|"current")
function PropertyAnimator:addCompletion(completion) end
function PropertyAnimator:startAnimation() end
function PropertyAnimator:pauseAnimation() end
---continueAnimation(withTimingParameters:durationFactor:): with `timing` the rest follows it from where each animation is; without, the current timing (rule 7.10).
---@param durationFactor? number the rest takes durationFactor × duration (default 1)
---@param timing? "easeInOut"|"easeIn"|"easeOut"|"linear"|{ dampingRatio: number } a cubic curve, or a spring starting at rest (rule 7.12)
function PropertyAnimator:continueAnimation(durationFactor, timing) end
---@param withoutFinishing boolean true: inactive, completions dropped; false: stopped, finishAnimation must follow
function PropertyAnimator:stopAnimation(withoutFinishing) end
---@param position "end"|"start"|"current"
function PropertyAnimator:finishAnimation(position) end

---@class ui.TableView
---@field dataSource ui.TableViewDataSource? writable: a Lua table, or nil for the controller's `rows` model

---A Lua table (or class instance) of methods with UIKit's names, called `t:name(tv, ...)`; only numberOfRowsInSection is required.
---@class ui.TableViewDataSource
---@field numberOfSections? fun(self: ui.TableViewDataSource, tv: ui.TableView): integer default 1
---@field numberOfRowsInSection fun(self: ui.TableViewDataSource, tv: ui.TableView, section: integer): integer 0 ... 1000000
---@field cellForRowAt? fun(self: ui.TableViewDataSource, tv: ui.TableView, ip: ui.IndexPath): ui.TableViewCell? nil, or a cell of tv:dequeueReusableCell in this call
---@field canEditRowAt? fun(self: ui.TableViewDataSource, tv: ui.TableView, ip: ui.IndexPath): boolean default true (rule 14.2)
---@field commit? fun(self: ui.TableViewDataSource, tv: ui.TableView, style: "delete"|"insert", ip: ui.IndexPath) update the model, then tv:deleteRows/tv:insertRows (rules 14.5, 14.6)
---@field canMoveRowAt? fun(self: ui.TableViewDataSource, tv: ui.TableView, ip: ui.IndexPath): boolean default true when moveRowAt exists (rule 14.3)
---@field moveRowAt? fun(self: ui.TableViewDataSource, tv: ui.TableView, from: ui.IndexPath, to: ui.IndexPath) the user dropped a row: move it in the model (rule 14.9)
---@field titleForHeaderInSection? fun(self: ui.TableViewDataSource, tv: ui.TableView, section: integer): string? the section's header title; nil: none (rule 17.1)
---@field titleForFooterInSection? fun(self: ui.TableViewDataSource, tv: ui.TableView, section: integer): string? the section's footer title; nil: none (rule 17.1)

---A cell for `cellForRowAt` to return ("Cell" is the identifier a TableViewController registers).
---Without `ip`, nil for an identifier with nothing registered or queued (rule 2.8).
---@param identifier string
---@param ip? ui.IndexPath
---@return ui.TableViewCell?
function TableView:dequeueReusableCell(identifier, ip) end

---@class ui.CollectionView
---@field delegate ui.CollectionViewDelegate? writable: a Lua table, or nil
---@field dataSource ui.CollectionViewDataSource? writable: a Lua table, or nil for the controller's `items` model

---A Lua table (or class instance) of methods with UIKit's names, called `t:name(cv, ip)`; each is optional. Asked only for user touches.
---@class ui.CollectionViewDelegate
---@field shouldHighlightItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath): boolean default true
---@field didHighlightItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath)
---@field didUnhighlightItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath)
---@field shouldSelectItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath): boolean default true
---@field didSelectItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath)
---@field shouldDeselectItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath): boolean default true
---@field didDeselectItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath)
---@field canPerformPrimaryActionForItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath): boolean iOS >= 16; default: not editing
---@field performPrimaryActionForItemAt? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, ip: ui.IndexPath) iOS >= 16: after didSelectItemAt, even when shouldSelectItemAt refused
---@field willDisplay? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, cell: ui.CollectionViewCell, ip: ui.IndexPath) the item's cell is about to show (rule 3.30)
---@field didEndDisplaying? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, cell: ui.CollectionViewCell, ip: ui.IndexPath) the cell was taken off (rule 3.30)

---A Lua table (or class instance) of methods with UIKit's names, called `t:name(cv, ...)`; only numberOfItemsInSection is required.
---@class ui.CollectionViewDataSource
---@field numberOfSections? fun(self: ui.CollectionViewDataSource, cv: ui.CollectionView): integer default 1
---@field numberOfItemsInSection fun(self: ui.CollectionViewDataSource, cv: ui.CollectionView, section: integer): integer 0 ... 1000000
---@field cellForItemAt? fun(self: ui.CollectionViewDataSource, cv: ui.CollectionView, ip: ui.IndexPath): ui.CollectionViewCell? nil, or a cell of cv:dequeueReusableCell in this call
---@field viewForSupplementaryElementOfKind? fun(self: ui.CollectionViewDataSource, cv: ui.CollectionView, kind: "header"|"footer", ip: ui.IndexPath): ui.CollectionViewCell a view of cv:dequeueReusableSupplementaryView in this call (rule 17.9)

---@class ui.CollectionViewCell
---@field isSelected boolean
---@field isHighlighted boolean
---@field selectionAlpha number presentation value, 0 ... 1
---@field frame ui.Rect presentation value
---@field contentView ui.View
---@field selectedBackgroundView ui.View read-only: its alpha shows selection and highlight
---@field reuseIdentifier string? read-only
---@field selectionStyle ui.SelectionStyle writable (default "default")
---@field super ui.TableViewCellSuper the built-in methods
---@field layoutSubviews? fun(self: ui.CollectionViewCell) Lua override
---@field layoutContentView? fun(self: ui.CollectionViewCell) Lua override
---@field setSelected? fun(self: ui.CollectionViewCell, selected: boolean, animated: boolean) Lua override
---@field setHighlighted? fun(self: ui.CollectionViewCell, highlighted: boolean, animated: boolean) Lua override
---@field apply? fun(self: ui.CollectionViewCell, attributes: ui.LayoutAttributes) Lua override (rule 3.32)
---@field prepareForReuse? fun(self: ui.CollectionViewCell) Lua override
local CollectionViewCell = {}
---Marks the cell for layout on the next `layoutIfNeeded`.
function CollectionViewCell:setNeedsLayout() end
---Lays the cell (and its content view) out now if marked.
function CollectionViewCell:layoutIfNeeded() end

---A cell for `cellForItemAt` to return ("Cell" is the identifier a CollectionViewController registers).
---@param identifier string
---@param ip ui.IndexPath
---@return ui.CollectionViewCell
function CollectionView:dequeueReusableCell(identifier, ip) end

---Reads the counts again (the built-in `items` model takes its pending edits first).
function CollectionView:reloadData() end

---Runs `updates` and applies what it records as one animated batch (rule 3.7).
---@param updates? fun()
---@param completion? fun(finished: boolean)
function CollectionView:performBatchUpdates(updates, completion) end

---@param ips ui.IndexPath[] index paths after the batch
function CollectionView:insertItems(ips) end

---@param ips ui.IndexPath[] index paths before the batch
function CollectionView:deleteItems(ips) end

---@param ips ui.IndexPath[] index paths before the batch
function CollectionView:reloadItems(ips) end

---@param from ui.IndexPath before the batch
---@param to ui.IndexPath after the batch
function CollectionView:moveItem(from, to) end

---@param sections integer[] section numbers after the batch
function CollectionView:insertSections(sections) end

---@param sections integer[] section numbers before the batch
function CollectionView:deleteSections(sections) end

---@param sections integer[] section numbers before the batch
function CollectionView:reloadSections(sections) end

---@param from integer the section's number before the batch
---@param to integer its number after the batch
function CollectionView:moveSection(from, to) end

-- ---------------------------------------------------------------------------------------------
-- Diffable data sources (rules 16.x; docs/lua-api.md, "Diffable data sources")
-- ---------------------------------------------------------------------------------------------

---An identifier: strings, numbers and booleans by value (`1 == 1.0`, `"1"` differs), tables,
---functions and userdata by identity; never nil or NaN (rule 16.2).
---@alias ui.Identifier string|number|boolean|table|function|userdata

---Makes an empty snapshot: NSDiffableDataSourceSnapshot (rule 16.1).
---@return ui.Snapshot
function ui.Snapshot() end

---A list's complete state: section identifiers in order, each with its item identifiers in order.
---A value: `==` compares sections and items in order (not the marks); `tostring` gives
---`Snapshot(2 sections, 5 items)`. UIKit's exceptions (rules 16.20-16.22) are Lua errors with
---UIKit's reason, and leave the snapshot unchanged.
---@class ui.Snapshot
---@field numberOfSections integer (read-only)
---@field numberOfItems integer (read-only)
---@field sectionIdentifiers ui.Identifier[] a fresh array (read-only)
---@field itemIdentifiers ui.Identifier[] every section's items in order, a fresh array (read-only)
---@field reloadedItemIdentifiers ui.Identifier[] marked by `reloadItems` (read-only)
---@field reconfiguredItemIdentifiers ui.Identifier[] marked by `reconfigureItems` (read-only)
---@field reloadedSectionIdentifiers ui.Identifier[] marked by `reloadSections` (read-only)
local Snapshot = {}

---@class ui.SectionDestination exactly one key
---@field beforeSection? ui.Identifier
---@field afterSection? ui.Identifier

---@class ui.ItemDestination exactly one key
---@field beforeItem? ui.Identifier
---@field afterItem? ui.Identifier

---Appends sections; one already there raises (rule 16.20).
---@param ids ui.Identifier[]
function Snapshot:appendSections(ids) end

---Inserts sections before or after a section.
---@param ids ui.Identifier[]
---@param destination ui.SectionDestination
function Snapshot:insertSections(ids, destination) end

---Moves a section, with its items, before or after another.
---@param id ui.Identifier
---@param destination ui.SectionDestination
function Snapshot:moveSection(id, destination) end

---Deletes sections and their items; unknown identifiers are ignored.
---@param ids ui.Identifier[]
function Snapshot:deleteSections(ids) end

---Marks sections to reload at apply; an unknown one raises.
---@param ids ui.Identifier[]
function Snapshot:reloadSections(ids) end

---Appends items to `section`, or to the last section; an item already there is moved (rule 16.3).
---@param ids ui.Identifier[]
---@param section? ui.Identifier
function Snapshot:appendItems(ids, section) end

---Inserts items before or after an item, in its section; an item already there is moved.
---@param ids ui.Identifier[]
---@param destination ui.ItemDestination
function Snapshot:insertItems(ids, destination) end

---Moves one item before or after another.
---@param id ui.Identifier
---@param destination ui.ItemDestination
function Snapshot:moveItem(id, destination) end

---Deletes items (sections stay, even empty); unknown identifiers are ignored.
---@param ids ui.Identifier[]
function Snapshot:deleteItems(ids) end

---Deletes every item and every section.
function Snapshot:deleteAllItems() end

---Marks items to reload (a new cell) at apply; an unknown one raises.
---@param ids ui.Identifier[]
function Snapshot:reloadItems(ids) end

---Marks items to reconfigure (the same cell) at apply; an unknown one raises.
---@param ids ui.Identifier[]
function Snapshot:reconfigureItems(ids) end

---The number of items of a section; an unknown section raises UIKit's exception.
---@param section ui.Identifier
---@return integer
function Snapshot:numberOfItemsInSection(section) end

---The items of a section, a fresh array; an unknown section raises UIKit's exception.
---@param section ui.Identifier
---@return ui.Identifier[]
function Snapshot:itemIdentifiersInSection(section) end

---The section holding an item, or nil.
---@param id ui.Identifier
---@return ui.Identifier?
function Snapshot:sectionIdentifierForSectionContainingItem(id) end

---The item's index counted across sections (0-based), or nil.
---@param id ui.Identifier
---@return integer?
function Snapshot:indexOfItem(id) end

---The section's index (0-based), or nil.
---@param id ui.Identifier
---@return integer?
function Snapshot:indexOfSection(id) end

---Makes a diffable data source for a table or collection view (iOS >= 13, rules 16.4-16.15): it
---becomes the list's dataSource; cellProvider(list, ip, id) returns a cell dequeued in that call.
---@param list ui.TableView|ui.CollectionView
---@param cellProvider fun(list: ui.TableView|ui.CollectionView, ip: ui.IndexPath, id: ui.Identifier): ui.Cell
---@return ui.DiffableDataSource
function ui.DiffableDataSource(list, cellProvider) end

---UITableViewDiffableDataSource / UICollectionViewDiffableDataSource.
---`DiffableDataSource(TableView, 1 section, 3 items)`.
---@class ui.DiffableDataSource
---@field defaultRowAnimation "automatic"|"fade"|"none"|"top"|"bottom"|"left"|"right"|"middle" table only (rule 16.6)
local DiffableDataSource = {}

---Shows a snapshot: one batch update of the difference (rule 16.5); not animated on iOS <= 14 it
---is reloadData (rule 16.8). completion runs when the animation ends, or at once when not animated.
---@param s ui.Snapshot
---@param animatingDifferences? boolean default true
---@param completion? fun()
function DiffableDataSource:apply(s, animatingDifferences, completion) end

---iOS >= 15: shows a snapshot with reloadData, no diff (rule 16.9).
---@param s ui.Snapshot
---@param completion? fun()
function DiffableDataSource:applySnapshotUsingReloadData(s, completion) end

---A copy of the current state.
---@return ui.Snapshot
function DiffableDataSource:snapshot() end

---The item at a path, or nil (rule 16.11).
---@param ip ui.IndexPath
---@return ui.Identifier?
function DiffableDataSource:itemIdentifier(ip) end

---The path of an item, or nil (rule 16.11).
---@param id ui.Identifier
---@return ui.IndexPath?
function DiffableDataSource:indexPath(id) end

---iOS >= 15: the section identifier at a 0-based index, or nil.
---@param section integer
---@return ui.Identifier?
function DiffableDataSource:sectionIdentifier(section) end

-- ---------------------------------------------------------------------------------------------
-- Exploring: ui.explore, ui.actions, ui.skip
-- ---------------------------------------------------------------------------------------------

---A run's seeded generator, handed to an action's `gen` (never math.random's state).
---@class ui.ExploreRandom
local ExploreRandom = {}

---An integer of lo ... hi, both included.
---@param lo integer
---@param hi integer
---@return integer
function ExploreRandom:int(lo, hi) end

---A number of lo ... hi rounded to `decimals` places (default 2).
---@param lo number
---@param hi number
---@param decimals? integer
---@return number
function ExploreRandom:number(lo, hi, decimals) end

---A number of 0 ... 1 (1 excluded), unrounded.
---@return number
function ExploreRandom:float() end

---true with probability p (default 0.5).
---@param p? number
---@return boolean
function ExploreRandom:chance(p) end

---One element of a non-empty array.
---@generic T
---@param list T[]
---@return T
function ExploreRandom:pick(list) end

---An action of ui.explore: a built-in (`ui.actions.*`) or your own.
---@class ui.ExploreAction
---@field name string the action's name in the report and in `summary.counts`
---@field run fun(s: any, args: table): boolean? performs a step; `false` (or `ui.skip()`) = not applicable now; raising is a failure
---@field gen? fun(rnd: ui.ExploreRandom, s: any): table the step's arguments (plain data; default `{}`)
---@field code? fun(args: table): string the step as Lua reading the scene as `s` (default `name(s, args)`)
---@field shrink? fun(args: table): table[] simpler arguments to try first
---@field merge? fun(a: table, b: table): table? one step's arguments doing what two neighbouring steps do (nil: cannot)
---@field weight? number how often it is drawn (default 1)
---@field when? fun(s: any): boolean false = not applicable now

---Strict, like every options table.
---@class ui.ExploreOptions
---@field scene fun(): any builds a fresh scene (called once per run and per replay)
---@field actions (ui.ExploreAction|fun(): ui.ExploreAction)[] non-empty
---@field invariant fun(s: any): boolean?, string? fails by raising or returning false (and a message)
---@field runs? integer random runs (default 100)
---@field steps? integer steps per run (default 30)
---@field seed? integer default: the run's `--seed` (or the shuffle seed), else 0
---@field shrinks? integer most replays while shrinking (default 1000)

---What a passing exploration returns.
---@class ui.ExploreSummary
---@field seed integer
---@field runs integer
---@field steps integer steps taken over all runs
---@field counts table<string, integer> steps taken per action name

---Runs random sequences of actions against fresh scenes and checks the invariant after each
---step; on a failure, shrinks the sequence and fails the test with a report holding the seed and
---the minimal steps as Lua to paste.
---@param options ui.ExploreOptions
---@return ui.ExploreSummary
function ui.explore(options) end

---Inside an action's `run`, at any depth: the step does not apply now.
function ui.skip() end

---Common options of the built-in actions.
---@class ui.ActionOptions
---@field weight? number how often it is drawn (default 1)
---@field when? fun(s: any): boolean false = not applicable now

---@class ui.ListActionOptions: ui.ActionOptions
---@field list? string the scene's field holding the table or collection (controller or view; default "list")

---@class ui.BatchActionOptions: ui.ListActionOptions
---@field section? integer the section edited (default 0)
---@field inserts? integer at most this many inserts per batch (default 2)
---@field deletes? integer at most this many deletes per batch (default 2)

---@class ui.NavActionOptions: ui.ActionOptions
---@field nav? string the scene's field holding the NavigationController (default "nav")

---@class ui.PushActionOptions: ui.NavActionOptions
---@field world? string the scene's World field (default "world")
---@field make? string a scene field holding a function that makes the controller to push

---@class ui.WorldActionOptions: ui.ActionOptions
---@field world? string the scene's World field (default "world")

---@class ui.AdvanceActionOptions: ui.WorldActionOptions
---@field max? number longest advance in seconds (default 1)

---The built-in actions (strict: a misspelt name is an error with a suggestion).
---@class ui.actions
ui.actions = {}

---Taps a visible row or item.
---@param options? ui.ListActionOptions
---@return ui.ExploreAction
function ui.actions.tap(options) end

---The edge swipe: begins, moves, then finishes, cancels or releases.
---@param options? ui.NavActionOptions
---@return ui.ExploreAction
function ui.actions.swipeBack(options) end

---Pushes a new controller, animated or not.
---@param options? ui.PushActionOptions
---@return ui.ExploreAction
function ui.actions.push(options) end

---Pops, animated or not.
---@param options? ui.NavActionOptions
---@return ui.ExploreAction
function ui.actions.pop(options) end

---Moves the clock.
---@param options? ui.AdvanceActionOptions
---@return ui.ExploreAction
function ui.actions.advance(options) end

---Settles the world.
---@param options? ui.WorldActionOptions
---@return ui.ExploreAction
function ui.actions.settle(options) end

---One performBatchUpdates of deletes and inserts.
---@param options? ui.BatchActionOptions
---@return ui.ExploreAction
function ui.actions.batch(options) end

-- Scrolling with a finger (rules 12.1–12.9): the same fields and methods on tables and
-- collection views; distances and velocities are the finger's (negative dy scrolls down).

---@class ui.DragOptions
---@field dx? number points the finger moves right (default 0)
---@field dy? number points the finger moves down (default 0; negative pushes the content up)
---@field duration? number seconds of the world's clock, one step a frame (default 0.25; 0: at once)

---@class ui.ReleaseOptions
---@field velocity? number|ui.Point points per second, the finger's direction (a number: vertical); default the last move's speed

---@class ui.FlingOptions
---@field velocity number|ui.Point points per second, the finger's direction (a number: vertical)

---@class ui.TableView
---@field isTracking boolean read-only: a finger is on the content
---@field isDragging boolean read-only: the finger is moving the content
---@field isDecelerating boolean read-only: the content moves on after the finger lifted
---@field decelerationRate number writable: 0.998 (normal) or 0.99; set "normal", "fast" or a number in (0, 1)
---@field bounces boolean writable (default true): rubber-band past the edges
---@field alwaysBounceVertical boolean writable (a table's default true)
---@field alwaysBounceHorizontal boolean writable (default false)
---@field isPagingEnabled boolean writable: come to rest on multiples of the view's size

---@class ui.CollectionView
---@field isTracking boolean read-only: a finger is on the content
---@field isDragging boolean read-only: the finger is moving the content
---@field isDecelerating boolean read-only: the content moves on after the finger lifted
---@field decelerationRate number writable: 0.998 (normal) or 0.99; set "normal", "fast" or a number in (0, 1)
---@field bounces boolean writable (default true): rubber-band past the edges
---@field alwaysBounceVertical boolean writable (a collection view's default false)
---@field alwaysBounceHorizontal boolean writable (default false)
---@field isPagingEnabled boolean writable: come to rest on multiples of the view's size

---A finger goes down on the list and moves over the clock; it stays down (a drag while down moves on).
---@param options ui.DragOptions
function TableView:drag(options) end
---The finger lifts; the content decelerates on the clock (world:settle() runs it).
---@param options? ui.ReleaseOptions
function TableView:release(options) end
---A flick: three frames of finger at `velocity`, then the release.
---@param options ui.FlingOptions
function TableView:fling(options) end
---@param options ui.DragOptions
function CollectionView:drag(options) end
---@param options? ui.ReleaseOptions
function CollectionView:release(options) end
---@param options ui.FlingOptions
function CollectionView:fling(options) end

---@class ui.TableViewDelegate
---@field scrollViewWillBeginDragging? fun(self: ui.TableViewDelegate, tv: ui.TableView) the finger began to move the content (rule 12.2)
---@field scrollViewDidScroll? fun(self: ui.TableViewDelegate, tv: ui.TableView) once a frame while the offset changes
---@field scrollViewWillEndDragging? fun(self: ui.TableViewDelegate, tv: ui.TableView, velocity: ui.Point, target: ui.Point) velocity in points per ms; write target.x/target.y to change where it rests (rule 12.4)
---@field scrollViewDidEndDragging? fun(self: ui.TableViewDelegate, tv: ui.TableView, decelerate: boolean)
---@field scrollViewWillBeginDecelerating? fun(self: ui.TableViewDelegate, tv: ui.TableView)
---@field scrollViewDidEndDecelerating? fun(self: ui.TableViewDelegate, tv: ui.TableView) at rest; from iOS 13 also when a touch stops it (rule 12.9)

---@class ui.CollectionViewDelegate
---@field scrollViewWillBeginDragging? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView)
---@field scrollViewDidScroll? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView)
---@field scrollViewWillEndDragging? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, velocity: ui.Point, target: ui.Point)
---@field scrollViewDidEndDragging? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView, decelerate: boolean)
---@field scrollViewWillBeginDecelerating? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView)
---@field scrollViewDidEndDecelerating? fun(self: ui.CollectionViewDelegate, cv: ui.CollectionView)


-- Swipe actions on rows (rules 13.1–13.9; docs/lua-api.md, "Swipe actions on rows").

---@class ui.TableView
local TableViewSwipe = {}

---The finger touches the visible row `ip` of a table on screen and starts swiping it sideways.
---@param ip ui.IndexPath
---@return ui.RowSwipe
function TableViewSwipe:swipeRow(ip) end

---A row being swiped, open, performing an action, or closed.
---@class ui.RowSwipe
---@field state "tracking"|"open"|"performing"|"closed" read-only
---@field offset number read-only: points the row moved (negative: left)
---@field edge "trailing"|"leading"|nil read-only: the edge whose actions show
---@field actions string[] read-only: the titles of the actions that show
---@field indexPath ui.IndexPath read-only
local RowSwipe = {}

---The finger moved `fraction` of the row's width (-1 ... 1, negative left).
---@param fraction number
function RowSwipe:update(fraction) end

---The finger moved `dx` points (negative left).
---@param dx number
function RowSwipe:updateTranslation(dx) end

---The finger lifts: a full swipe performs the first action, else the row opens or closes.
---@param options? { velocity: number? } points per second, negative left
---@return "open"|"closed"|"performing"
function RowSwipe:release(options) end

---The gesture was cancelled: the row closes.
function RowSwipe:cancel() end

---Taps a button of the open row, by title or position (1 is the first).
---@param action string|integer
function RowSwipe:tapAction(action) end

---@class ui.ContextualAction
---@field title string
---@field style? "normal"|"destructive" default "normal"
---@field handler fun(action: ui.ContextualAction, completion: fun(performed: boolean)) must call completion, now or later

---@class ui.RowAction
---@field title string
---@field style? "default"|"destructive"|"normal" default "default" (drawn destructive)
---@field handler fun(action: ui.RowAction, ip: ui.IndexPath) no completion: the row stays open

---@class ui.SwipeActionsConfiguration
---@field actions ui.ContextualAction[] the first is the full-swipe action
---@field performsFirstActionWithFullSwipe? boolean default true

---@class ui.TableViewDelegate
---@field trailingSwipeActionsConfigurationForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): ui.SwipeActionsConfiguration? iOS >= 11; nil: the Delete button of the data source's commit
---@field leadingSwipeActionsConfigurationForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): ui.SwipeActionsConfiguration? iOS >= 11; nil: none
---@field editActionsForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): ui.RowAction[]? iOS 8-13 row actions in place of the Delete button; the row stays open after one
---@field editingStyleForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): "delete"|"insert"|"none" default "delete"
---@field titleForDeleteConfirmationButtonForRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath): string? default "Delete"
---@field willBeginEditingRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath) a swipe began on the row
---@field didEndEditingRowAt? fun(self: ui.TableViewDelegate, tv: ui.TableView, ip: ui.IndexPath?) the swiped row closed; nil if it is gone

---@class ui.TableViewDataSource
---@field commit? fun(self: ui.TableViewDataSource, tv: ui.TableView, style: "delete"|"insert", ip: ui.IndexPath) implementing it offers swipe-to-delete
---@field canEditRowAt? fun(self: ui.TableViewDataSource, tv: ui.TableView, ip: ui.IndexPath): boolean default true

return ui
