/** Deterministic crest for a competitor: two colours from its name, its abbreviation on top. */
export function crestSvg(name: string, abbreviation: string): string {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  const hue = hash % 360;
  const accent = (hue + 140 + ((hash >>> 9) % 80)) % 360;
  const text = abbreviation.slice(0, 3).replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${text}">
<path d="M32 3 58 12v20c0 15-11 25-26 29C17 57 6 47 6 32V12z" fill="hsl(${hue} 62% 38%)"/>
<path d="M32 3 58 12v20c0 15-11 25-26 29z" fill="hsl(${accent} 70% 45%)" opacity=".55"/>
<text x="32" y="40" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}
