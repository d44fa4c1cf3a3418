-- The counts a table or collection view shows, one entry per section ({3, 5, 7}), for specs that
-- compare a list against the model they expect after edits.
return function(view)
  local perSection = tostring(view) == "TableView" and view.numberOfRowsInSection or view.numberOfItemsInSection
  local counts = {}
  for s = 0, view:numberOfSections() - 1 do counts[#counts + 1] = perSection(view, s) end
  return counts
end
