return { answer = 7 }
