// StockScreensCLI
