return { books = 3 }
