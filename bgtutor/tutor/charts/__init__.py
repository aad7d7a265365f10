"""Charts drawn with matplotlib (imported only when a chart is made)."""
