-- Covers luassert loading late (at the first assertion the fast assertions cannot decide, here a
-- failing one) inside a test that emptied package.path and package.cpath: luassert and
-- luassert.util (which `same` of two tables loads first) load with the paths the file started
-- with, as under busted (which loads luassert before any spec code runs), and the test's own
-- paths stay as it set them. Nothing here may load luassert before that test.
describe("luassert loaded after a test emptied package.path", function()
  it("loads from the paths the file started with", function()
    assert.is_nil(package.loaded.luassert)   -- decided without loading it
    local path, cpath = package.path, package.cpath
    package.path, package.cpath = "", ""
    local same_ok, same_err = pcall(function() assert.are.same({ 1, { 2 } }, { 1, { 2 } }) end)
    local ok, err = pcall(function() assert.are.equal(1, 2) end)
    local test_path, test_cpath = package.path, package.cpath
    package.path, package.cpath = path, cpath
    assert.is_true(same_ok, tostring(same_err))
    assert.is_false(ok)
    assert.is_truthy(tostring(err):find("Expected objects to be equal", 1, true), tostring(err))
    assert.are.equal("", test_path)
    assert.are.equal("", test_cpath)
  end)
end)
