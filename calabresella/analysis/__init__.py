"""Analysis: exact odds and the fast NumPy simulator, built on the games below.
"""
