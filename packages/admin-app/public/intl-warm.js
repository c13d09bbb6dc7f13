// Started by boot.js on a signed-in page, named after the page's language: builds that language's
// formatters so ICU's data is loaded off the main thread (see boot.js), then ends.
(function () {
  var locale = self.name === 'fr' || self.name === 'ar' ? self.name : 'en-US';
  try {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.NumberFormat(locale, { notation: 'compact' }).format(12345);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.RelativeTimeFormat(locale).format(-1, 'day');
    new Intl.PluralRules(locale).select(1);
  } finally {
    self.close();
  }
})();
