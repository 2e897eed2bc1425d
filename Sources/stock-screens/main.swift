print("stock-screens")
