import { match } from '@formatjs/intl-localematcher';
import { LOCALE_ALIASES } from './locales';

/**
 * The language tags of an Accept-Language header, most preferred first: q-values order them (ties
 * keep the header's order), q=0 and the wildcard drop out, and tags that are not BCP 47 are skipped.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const tags: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of (header ?? '').split(',').entries()) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (!tag || tag === '*') continue;
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0 && q <= 1)) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) tags.push({ tag: canonical, q, at });
    } catch {
      // Not a language tag (a typo, or a header made by hand): the other tags still count.
    }
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map(({ tag }) => tag);
}

/**
 * SPEC §2 aliases: a tag whose code is aliased ('no', 'no-NO', 'vn') stands for the alias's target
 * when that target is supported; otherwise it is left as it is.
 */
export function unalias(tag: string, supported: readonly string[]): string {
  const target = LOCALE_ALIASES[tag.toLowerCase()] ?? LOCALE_ALIASES[tag.split('-')[0]?.toLowerCase() ?? ''];
  return target && supported.includes(target) ? target : tag;
}

/**
 * Locales whose code means something narrower than CLDR reads into it: the `pt` catalogue is
 * European Portuguese, while CLDR's plain pt is Brazilian (so pt-PT would find pt-BR first).
 */
const MATCHED_AS: Readonly<Record<string, string>> = { pt: 'pt-PT' };

/** Answers already worked out, per supported set and header: best-fit matching is not free per request. */
const answers = new Map<string, string | undefined>();
const MAX_ANSWERS = 1000;

/**
 * The supported locale that best serves an Accept-Language header, or undefined when none does.
 * Best fit follows CLDR's language distances: de-AT finds de, pt-PT finds pt-BR when there is no pt.
 */
export function negotiateLocale(
  header: string | null | undefined,
  supported: readonly string[],
): string | undefined {
  if (!header || supported.length === 0) return undefined;
  const id = `${supported.join(',')}\n${header}`;
  if (answers.has(id)) return answers.get(id);
  const requested = acceptedLanguages(header).map((tag) => unalias(tag, supported));
  const none = '';
  let answer: string | undefined;
  // A first choice the site has exactly is taken as it is ('pt' is our pt, whatever CLDR reads).
  if (requested[0] !== undefined && supported.includes(requested[0])) answer = requested[0];
  else if (requested.length > 0) {
    const candidates = supported.map((locale) => MATCHED_AS[locale] ?? locale);
    const matched = match(requested, candidates, none, { algorithm: 'best fit' });
    answer = matched === none ? undefined : supported[candidates.indexOf(matched)];
  }
  if (answers.size >= MAX_ANSWERS) answers.clear();
  answers.set(id, answer);
  return answer;
}
