-- A playlist in editing mode, as a UIKit developer writes it: Edit, drag a song down by its
-- reorder control, delete another with the red minus and the Delete button, Done.
-- The data source is the app's own model; the table only reports what the user did.
local IP = ui.IndexPath

local function playlist()
  local songs = { "Intro", "Blue", "Green", "Red", "Outro" }
  local source = { songs = songs, log = {} }
  function source:numberOfRowsInSection() return #self.songs end
  function source:commit(tv, style, ip)                -- tableView(_:commit:forRowAt:)
    self.log[#self.log + 1] = style .. " " .. self.songs[ip.row + 1]
    table.remove(self.songs, ip.row + 1)
    tv:deleteRows({ ip }, "automatic")
  end
  function source:canMoveRowAt(_, ip) return ip.row ~= 0 end    -- the intro stays first
  function source:moveRowAt(_, from, to)                -- tableView(_:moveRowAt:to:)
    table.insert(self.songs, to.row + 1, table.remove(self.songs, from.row + 1))
  end
  return source
end

describe("a playlist in editing mode", function()
  it("moves a song by dragging it and deletes another after confirmation", function()
    local world = ui.World{ ios = 17 }
    local list = world:TableViewController{ rowHeight = 44, title = "Playlist" }
    world:show(list)
    local tv = list.tableView
    local source = playlist()
    tv.dataSource = source
    tv.delegate = {
      -- tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:): never above the intro
      targetIndexPathForMoveFromRowAt = function(_, _, _, proposed)
        return proposed.row == 0 and IP(1, 0) or proposed
      end,
    }

    list:tapEditButton()
    assert.are.equal("Done", list:editButtonTitle())
    assert.is_false(tv:editingControlsForRow(IP(0, 0)).showsReorderControl)

    -- drag "Blue" down past "Red", in small steps while the clock runs
    local drag = tv:beginReorder(IP(1, 0))
    for dy = 10, 100, 10 do
      drag:update(dy)
      world:advance(1 / 60)
    end
    assert.are.same(IP(3, 0), drag.destinationIndexPath)
    drag:release()
    world:settle(1)
    assert.are.same({ "Intro", "Green", "Red", "Blue", "Outro" }, source.songs)

    -- a drag up to the top is retargeted below the intro
    drag = tv:beginReorder(IP(4, 0))
    drag:moveOver(IP(0, 0))
    assert.are.same(IP(1, 0), drag.destinationIndexPath)
    drag:cancel()

    -- the red minus shows the Delete button; only the button deletes
    tv:tapEditingControl(IP(2, 0))
    assert.are.same({}, source.log)
    tv:tapDeleteConfirmationButton(IP(2, 0))
    world:settle(1)
    assert.are.same({ "delete Red" }, source.log)
    assert.are.equal(4, tv:numberOfRowsInSection(0))

    list:tapEditButton()
    assert.is_false(tv.isEditing)
  end)
end)
