// SPEC §2's error pages: one static HTML file per language and page, nothing else to load (no
// script, no font, no image), so a CDN or the edge can serve them while the web app is down.
import { readFileSync } from 'node:fs';

const MESSAGES = JSON.parse(readFileSync(new URL('./messages.json', import.meta.url), 'utf8'));

/** The languages in SPEC §2's order; the first is the fallback. */
export const LANGUAGES = Object.keys(MESSAGES);
export const FALLBACK = LANGUAGES[0];

/** Each page with the status it is served with. */
export const PAGES = { 'not-found': 404, error: 500, blocked: 403, locked: 401 };

/**
 * The language of a path from its first segment: an exact language (any case), else one of the
 * same base language (pt-BR → pt, en-GB → en), else the fallback.
 */
export function languageOf(pathname) {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === first);
  if (exact) return exact;
  const base = first.split('-')[0];
  return LANGUAGES.find((language) => language === base) ?? FALLBACK;
}

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/** The HTML of one page in one language; its button goes to the locale root of the web app. */
export function renderPage(language, page) {
  const text = MESSAGES[language] ?? MESSAGES[FALLBACK];
  const home = language === FALLBACK ? '/' : `/${language}`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text[page])}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#161b22;color:#e6edf3}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.25rem;line-height:1.4;margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#2f81f7;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(text[page])}</h1>
<a href="${home}">${escapeHtml(text.home)}</a>
</main>
</body>
</html>
`;
}
