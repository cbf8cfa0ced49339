"""The games being played: in memory and their locks, the write path every change
takes, the changes themselves, which game a command means, who watches a game."""
