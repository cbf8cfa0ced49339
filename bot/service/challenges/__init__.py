"""Challenges: made, accepted, declined, cancelled; the options a challenger asks for."""
