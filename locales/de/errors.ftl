
## src/i18n/errors.rs

errors-that-button-is-not-one = Diesen Button verstehe ich nicht. Drück „Meine Karten zeigen“ in der Tischnachricht, um neue Buttons zu bekommen.
