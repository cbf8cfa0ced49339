"""Tournaments: announced, joined, started, their rounds and their tables."""
