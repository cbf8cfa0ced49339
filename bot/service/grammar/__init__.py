"""The text grammar: the command table, the parser generated from it, reading a line of
chat or a button into a typed command, and the rule variants' words."""
