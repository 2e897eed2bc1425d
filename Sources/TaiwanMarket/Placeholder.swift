// TaiwanMarket
