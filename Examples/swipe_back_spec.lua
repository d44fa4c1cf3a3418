-- A first UI spec: a swipe back that is cancelled leaves the detail on top (the README's example).
describe("a swipe back that is cancelled", function()
  it("leaves the detail on top", function()
    local world = ui.World{ ios = 17 }
    local nav = world:NavigationController(world:ViewController{ title = "List" })
    world:show(nav)
    nav:pushViewController(world:ViewController{ title = "Detail" }, true)
    world:settle(1)

    local swipe = nav:beginInteractivePop()
    swipe:update(0.4)
    assert.are.equal(0.4, nav.topViewController:transitionCoordinator().percentComplete)
    swipe:release{ velocity = -50 }      -- back to the right: cancel
    world:settle(1)
    assert.are.equal("Detail", nav.topViewController.title)
  end)
end)
