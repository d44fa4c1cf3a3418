HELPER_ARGS = { arg[1], arg[2] }
