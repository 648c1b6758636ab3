"""The games: the Italian Calabresella and its profiles (``italian/``), the American account
(V4) and Tressette (V5), their records, and the registry of every profile by name.

Games build on ``engine/`` only.
"""
