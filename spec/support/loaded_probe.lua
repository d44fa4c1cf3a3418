-- A module with no side effects: insulate_spec.lua requires it inside an insulate block and
-- checks that the package.loaded entry is gone afterwards (a later require returns a new table).
return {}
