// Applies the stored theme before first paint (no light flash for dark users). A file, not an
// inline script, so the Content-Security-Policy needs no 'unsafe-inline' for scripts.
(function () {
  try {
    var t = localStorage.getItem("paydesk:theme");
    var u = JSON.parse(localStorage.getItem("paydesk:user") || "null");
    if (u && (u.theme === "light" || u.theme === "dark" || u.theme === "system")) t = u.theme;
    if (t !== "light" && t !== "dark") t = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    document.documentElement.dataset.theme = t;
    document.documentElement.style.colorScheme = t;
  } catch {
    /* storage unavailable: the app applies the default */
  }
})();
