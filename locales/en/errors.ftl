
## src/i18n/errors.rs

errors-that-button-is-not-one = That button is not one I understand. Press “Show my hand” on the table message to get fresh buttons.
