
## src/i18n/errors.rs

errors-that-button-is-not-one = No entiendo ese botón. Pulsa “Ver mi mano” en el mensaje de la mesa para tener botones nuevos.
