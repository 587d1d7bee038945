
## src/i18n/options.rs

options-nothing-was-changed = Nothing was changed.
options-i-could-not-read-this = I could not read this command's options. Pick each value from Discord's suggestions and try again. Nothing was changed.
options-i-could-not-read-that = I could not read that. Press the buttons of the latest message, or use the command again. Nothing was changed.
options-you-cannot-use-this-command = You cannot use this command here. Nothing was changed.
options-set-by-this-server = {" "}— set by this server
