-- A file that writes while it loads and then aborts its worker outside any test.
io.write("loading the file\n")
package.loadlib("libc.so.6", "abort")()
