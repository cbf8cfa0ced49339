"""What every answer is made of: the replies (catalog keys), the views of games and
challenges, signed buttons, and what the chat sees of an answer (its language, styles,
settings, pings)."""
