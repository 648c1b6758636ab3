"""Calabresella as the Italian sources play it (R1–R30) and its variant profiles (V1–V3):
rules, the deal, scoring, the seat view, the session ledger and the heuristic player.
"""
