
## src/i18n/errors.rs

errors-that-button-is-not-one = Je ne reconnais pas ce bouton. Appuie sur « Voir ma main » dans le message de la table pour avoir des boutons à jour.
