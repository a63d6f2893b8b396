type Params = Record<string, string | string[] | undefined>;

/** A static segment the API takes as part of a pattern: lowercase words, no digits (so no ids). */
const STATIC_SEGMENT = /^[a-z]+(-[a-z]+)*$/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The App Router pattern of a page (`/[locale]/[sport]/[slug]`) from its path and its dynamic
 * params: what real-user metrics are grouped by, never the address itself. Each segment that is a
 * param's value becomes `[name]` (a catch-all's values `[...name]`); any other segment that is not a
 * plain word becomes `[segment]`, so nothing of the address but the app's own words is kept.
 */
export function routePattern(pathname: string, params: Params): string {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const unused = new Map(Object.entries(params).filter(([, value]) => value !== undefined));
  const parts: string[] = [];
  for (let i = 0; i < segments.length; ) {
    const matched = [...unused].find(([, value]) =>
      Array.isArray(value)
        ? value.length > 0 && value.every((part, k) => segments[i + k] === part)
        : segments[i] === value,
    );
    if (matched) {
      const [name, value] = matched;
      unused.delete(name);
      parts.push(Array.isArray(value) ? `[...${name}]` : `[${name}]`);
      i += Array.isArray(value) ? value.length : 1;
    } else {
      parts.push(STATIC_SEGMENT.test(segments[i] as string) ? (segments[i] as string) : '[segment]');
      i += 1;
    }
  }
  // With `localePrefix: 'as-needed'` the default locale is not in the address, but the route has it.
  if (unused.has('locale')) parts.unshift('[locale]');
  return `/${parts.join('/')}`;
}
