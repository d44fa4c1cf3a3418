return "green"
