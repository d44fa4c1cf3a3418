return { from = "checkout" }
