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
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    if (localStorage.getItem('profile')) root.setAttribute('data-session', '');
    if (localStorage.getItem('sidebar-collapsed') === 'true') root.setAttribute('data-sidebar-collapsed', '');
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

// The page's data, asked for now with the stored session, rather than once the app's code has
// loaded and run and read the session itself: the app notes which GETs each page sent at its start
// (src/lib/boot-requests.ts, the same key) and takes these answers instead of sending them again,
// for the same URL with the same token only (docs/performance.md#boot-requests).
(function () {
  if (!document.documentElement.hasAttribute('data-session')) return;
  if (typeof fetch !== 'function' || typeof Promise !== 'function') return;
  var saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('boot-requests') || 'null');
  } catch {
    return;
  }
  var urls = saved && saved.pages && saved.pages[location.pathname + location.search];
  if (!urls || !urls.length || typeof saved.key !== 'string') return;

  // The identity provider's stored record, where it keeps it (src/features/auth/persisted-session.ts
  // reads it in the same order): IndexedDB, else localStorage, else sessionStorage.
  var record = new Promise(function (resolve) {
    var done = false;
    var finish = function (value) {
      if (done) return;
      done = true;
      resolve(value);
    };
    var fromStorage = function () {
      try {
        var text = localStorage.getItem(saved.key) || sessionStorage.getItem(saved.key);
        finish(text ? JSON.parse(text) : null);
      } catch {
        finish(null);
      }
    };
    var opening;
    try {
      opening = indexedDB.open('firebaseLocalStorageDb');
    } catch {
      return fromStorage();
    }
    // No database yet: its creation is left to the provider.
    opening.onupgradeneeded = function () {
      opening.transaction.abort();
      fromStorage();
    };
    opening.onerror = fromStorage;
    opening.onblocked = fromStorage;
    opening.onsuccess = function () {
      var db = opening.result;
      try {
        var reading = db
          .transaction('firebaseLocalStorage', 'readonly')
          .objectStore('firebaseLocalStorage')
          .get(saved.key);
        reading.onsuccess = function () {
          db.close();
          if (reading.result) finish(reading.result.value);
          else fromStorage();
        };
        reading.onerror = function () {
          db.close();
          fromStorage();
        };
      } catch {
        db.close();
        fromStorage();
      }
    };
  });
  // The record's ID token, if it is this user's and has a minute left (else the app refreshes it first).
  var authorization = record.then(function (user) {
    var tokens = user && user.uid === saved.uid && user.stsTokenManager;
    if (!tokens || typeof tokens.accessToken !== 'string') return null;
    if (!(tokens.expirationTime - Date.now() > 60000)) return null;
    return 'Bearer ' + tokens.accessToken;
  });
  var answers = {};
  var send = function (url) {
    return authorization.then(function (header) {
      if (!header) return null;
      return fetch(url, { headers: { Accept: 'application/json', Authorization: header } }).then(
        function (response) {
          return { authorization: header, response: response };
        },
      );
    });
  };
  for (var i = 0; i < urls.length && i < 8; i++) {
    if (typeof urls[i] !== 'string' || urls[i].charAt(0) !== '/' || urls[i].charAt(1) === '/') continue;
    answers[urls[i]] = send(urls[i]);
    // A failed request is the app's to retry; no unhandled rejection meanwhile.
    answers[urls[i]].catch(function () {});
  }
  // Each answer is given once; what the app has not taken after 30 s is dropped.
  window.__bootRequests = function (url) {
    var answer = Object.prototype.hasOwnProperty.call(answers, url) ? answers[url] : undefined;
    delete answers[url];
    return answer;
  };
  setTimeout(function () {
    answers = {};
  }, 30000);
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
