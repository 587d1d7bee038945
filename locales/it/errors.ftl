
## src/i18n/errors.rs

errors-that-button-is-not-one = Non capisco quel pulsante. Premi “Mostra la mia mano” sul messaggio del tavolo per avere pulsanti nuovi.
