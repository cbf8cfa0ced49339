"""A chat's settings (/settings), languages and picture styles, and the guide (/help,
/rules, /lang, /style)."""
