"""Stand-ins for the chat platforms' servers, run on 127.0.0.1 for end-to-end tests."""
