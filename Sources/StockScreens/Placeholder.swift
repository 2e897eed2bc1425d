// StockScreens
