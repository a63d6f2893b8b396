import { DEFAULT_LOCALE } from '@/i18n/locales';
import en from '../messages/en.json';

// Reached only for paths outside any locale that the proxy did not redirect (e.g. /_next/missing).
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="grid min-h-dvh place-items-center p-6 text-center">
        <main>
          <h1 className="mb-3 font-bold text-3xl">404</h1>
          <p className="mb-6">{en.page['not-found'].description}</p>
          <a
            href={`/${DEFAULT_LOCALE}`}
            className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-text"
          >
            {en.common.goHome}
          </a>
        </main>
      </body>
    </html>
  );
}
