"""Words every game shares: the message catalogues (`i18n`, `locales/`)."""
