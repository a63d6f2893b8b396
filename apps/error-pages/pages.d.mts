export const LANGUAGES: string[];
export const FALLBACK: string;
export const PAGES: Record<'not-found' | 'error' | 'blocked' | 'locked', number>;
export function languageOf(pathname: string): string;
export function renderPage(language: string, page: keyof typeof PAGES): string;
