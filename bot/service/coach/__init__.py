"""The coach: takebacks by consent, the computer's hints, and its analysis of a finished
game."""
