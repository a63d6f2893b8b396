// The static export: dist/<language>/<page>.html for every language and page, and dist/<page>.html
// in the fallback language, ready for the edge (serve.mjs) or a CDN bucket (README 'Error pages').
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { FALLBACK, LANGUAGES, PAGES, renderPage } from './pages.mjs';

const dist = new URL('./dist/', import.meta.url);
rmSync(dist, { recursive: true, force: true });
for (const language of LANGUAGES) {
  mkdirSync(new URL(`${language}/`, dist), { recursive: true });
  for (const page of Object.keys(PAGES)) {
    writeFileSync(new URL(`${language}/${page}.html`, dist), renderPage(language, page));
    if (language === FALLBACK) writeFileSync(new URL(`${page}.html`, dist), renderPage(language, page));
  }
}
