-- busted: 3 successes (what an expose block sets survives the enclosing insulate block).
insulate("outer", function()
  insulate("middle", function()
    expose("exported", function()
      _G.exported_flag = true
      package.loaded["exported_module"] = {}
      it("sets both", function() assert.is_true(_G.exported_flag) end)
    end)
  end)
  it("still has the global", function() assert.is_true(_G.exported_flag) end)
  it("still has the module", function() assert.is_table(package.loaded["exported_module"]) end)
end)
