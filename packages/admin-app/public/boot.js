// Runs before the first paint (a classic script in index.html's head; the content security policy
// allows scripts from this origin only, so it cannot be inline). It marks <html> with what the
// build-time frame in index.html needs to look like the app's own first screen
// (src/app/boot-frame.tsx): the theme, whether someone was signed in here, whether the sidebar
// was collapsed, and the language's direction. The keys are the app's storage keys (boot-frame.test.ts checks them).
//
// Then it asks for the code of the page's routes, of the routed app (not on the sign-in page of a
// visitor with no session) and, when someone is signed in here, of the signed-in frame, else of
// the identity provider (the build writes which files each path needs into index.html, route-chunks.ts),
// so it downloads alongside the app's entry instead of after the entry has run: on a slow phone
// that is the better part of a second sooner.
(function () {
  // Older versions kept under this key, for a page's next start, the API paths a signed-in user's
  // pages asked for (with the user's uid) and removed it at logout. Nothing reads it now: it is
  // removed here, so no user's data is left behind in the browser.
  var STALE_PREFETCH_KEY = 'boot-requests';
  var root = document.documentElement;
  try {
    // The theme's key and values are the UI kit's (packages/ui/src/theme/theme.ts,
    // THEME_STORAGE_KEY): 'light' or 'dark' mark <html>; 'system' or nothing leaves it to the OS.
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    if (localStorage.getItem('profile')) root.setAttribute('data-session', '');
    if (localStorage.getItem('sidebar-collapsed') === 'true') root.setAttribute('data-sidebar-collapsed', '');
    localStorage.removeItem(STALE_PREFETCH_KEY);
  } catch {
    // Storage disabled: the frame shows the signed-out header, as the app will.
  }
  // The language from the first paint, as the app will choose it (src/i18n/locales.ts,
  // initialLocale): the stored choice, else the first of the browser's languages we speak. The
  // frame in that language shows (app.css), mirrored for Arabic, rather than English first.
  var locale = null;
  try {
    locale = localStorage.getItem('food-admin.locale');
  } catch {
    // Storage disabled: the browser's language still applies.
  }
  if (locale !== 'en' && locale !== 'fr' && locale !== 'ar') {
    var languages = navigator.languages || [navigator.language || 'en'];
    locale = 'en';
    for (var k = 0; k < languages.length; k++) {
      var base = String(languages[k]).toLowerCase().split('-')[0];
      if (base === 'en' || base === 'fr' || base === 'ar') {
        locale = base;
        break;
      }
    }
  }
  if (locale === 'fr' || locale === 'ar') {
    root.lang = locale;
    root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  }
  // A signed-in page formats numbers and dates, and the page's first Intl formatter loads ICU's
  // data: 45-99 ms on the main thread, the same on every page. ICU keeps that data for the whole
  // renderer, so a worker that builds the language's formatters now pays it off the main thread,
  // and the app's own first formatter then takes under 1 ms (docs/performance.md#intl-worker).
  if (root.hasAttribute('data-session') && typeof Worker === 'function') {
    try {
      new Worker('/intl-warm.js', { name: locale });
    } catch {
      // No worker (a policy or an old browser): the app's warmIntl pays it on the main thread.
    }
  }
})();

(function () {
  try {
    var data = document.getElementById('route-chunks');
    if (!data) return; // the dev server: Vite serves modules one by one
    var map = JSON.parse(data.textContent);
    var path = location.pathname;
    var needed = [];
    for (var i = 0; i < map.routes.length; i++) {
      if (!new RegExp('^' + map.routes[i][0] + '/?$').test(path)) continue;
      needed = map.routes[i][1];
      break;
    }
    // The mark set above from the stored profile.
    var session = document.documentElement.hasAttribute('data-session');
    // Firebase's code for a visitor; a restored session loads it once the page's data show.
    needed = needed.concat(session ? map.session : map.visitor || []);
    // The routed app, on every page but the sign-in page of a visitor with no session, which runs
    // without it (src/app/sign-in-page.ts makes the same choice).
    var trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (session || map.signIn.indexOf(trimmed) === -1) needed = needed.concat(map.app);
    var seen = {};
    for (var j = 0; j < needed.length; j++) {
      if (seen[needed[j]]) continue;
      seen[needed[j]] = true;
      var href = map.base + map.files[needed[j]];
      var link = document.createElement('link');
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // As the app's own loader asks for them (Vite's, crossorigin on stylesheets too): a preload
      // in another credentials mode is not used, and the file is downloaded a second time.
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // A map that does not parse costs the head start only: the router loads the same files.
  }
})();
