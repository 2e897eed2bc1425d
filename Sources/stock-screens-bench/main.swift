print("stock-screens-bench")
