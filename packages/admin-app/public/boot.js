// Runs before the first paint (a classic script in index.html's head; the content security policy
// allows scripts from this origin only, so it cannot be inline). It marks <html> with what the
// build-time frame in index.html needs to look like the app's own first screen
// (src/app/boot-frame.tsx): the theme, whether someone was signed in here, and whether the sidebar
// was collapsed. The keys are the app's storage keys (boot-frame.test.ts checks them).
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    if (localStorage.getItem('profile')) root.setAttribute('data-session', '');
    if (localStorage.getItem('sidebar-collapsed') === 'true') root.setAttribute('data-sidebar-collapsed', '');
  } catch {
    // Storage disabled: the frame shows the signed-out header, as the app will.
  }
})();
