-- A spec with one snapshot of a scene: SnapshotTests runs a temporary copy of this folder with
-- SCENE_SELECTED_ROW set to change the scene, to see the diff and --update-snapshots at work.
describe("the list", function()
  it("shows the selected row", function()
    local world = ui.World{ width = 200, height = 100 }
    local list = world:TableViewController{ rows = {2}, title = "List" }
    world:show(list)
    local row = tonumber(os.getenv("SCENE_SELECTED_ROW") or "0")
    list.tableView:selectRow(ui.IndexPath(row, 0), false, "none")
    assert.snapshot(world:render(), "scene")
  end)
end)
