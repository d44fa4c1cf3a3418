-- Starts a process of its own in the background (its pid written to $ALONGSIDE_MARK), then
-- spins until its worker is killed: the background process must die with the worker.
describe("workers spawn", function()
  it("starts a sleeper, then spins", function()
    local mark = assert(os.getenv("ALONGSIDE_MARK"))
    assert(os.execute("sleep 300 </dev/null >/dev/null 2>&1 & echo $! > '" .. mark .. ".tmp' && mv '"
      .. mark .. ".tmp' '" .. mark .. "'"))
    while true do end
  end)
end)
