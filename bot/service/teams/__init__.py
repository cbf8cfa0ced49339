"""Team play (docs/rules.md §8.6): two sides of several members, moving in rotation."""
