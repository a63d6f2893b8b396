import {
  isArgumentElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

/**
 * The rules the catalogue check (messages.test.ts) applies to every locale's messages, kept apart
 * from the check so that each rule has tests of its own that show it can fail.
 */

export type Messages = { [key: string]: string | Messages };

/** Flattens a catalogue to [dotted key, message] pairs, in file order. */
export const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** Names of the top-level ICU arguments: `{sport}`, `{count, plural, …}` give sport and count. */
export const placeholders = (message: string): string[] => {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === '{') {
      if (depth === 0) {
        const name = /^\{\s*([A-Za-z_][\w-]*)/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (char === '}') {
      depth--;
    }
  }
  return [...names].sort();
};

/**
 * Messages parsed once for every rule (a catalogue check reads each message up to three times). The
 * parser is intl-messageformat's; `other` is not demanded here so that pluralProblems can name it.
 */
const parsed = new Map<string, MessageFormatElement[]>();
export const parseMessage = (message: string): MessageFormatElement[] => {
  let elements = parsed.get(message);
  if (!elements) {
    elements = parse(message, { requiresOtherClause: false });
    parsed.set(message, elements);
  }
  return elements;
};

/** Every piece of literal text of a message, inside plural, select and tag branches too. */
const literals = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (isLiteralElement(element)) return [element.value];
    if (isTagElement(element)) return literals(element.children);
    if (isPluralElement(element) || isSelectElement(element)) {
      return Object.values(element.options).flatMap((option) => literals(option.value));
    }
    return [];
  });

/**
 * A message with no words of its own ("+{count}", "{home} – {away}", "2") reads the same in every
 * language, so being equal to English there says nothing about whether it was translated.
 */
export const hasWords = (message: string): boolean => {
  try {
    return literals(parseMessage(message)).some((text) => /\p{L}/u.test(text));
  } catch {
    // A message that does not parse is the ICU rule's to report; here it counts as words.
    return true;
  }
};

/**
 * Messages of a locale that are word for word its English source, less those the translators vouch
 * for in same-as-en.json (brand names, units, words the language borrowed).
 */
export const untranslated = (
  en: ReadonlyMap<string, string>,
  messages: readonly [string, string][],
  allowed: readonly string[] = [],
): string[] => {
  const vouched = new Set(allowed);
  return messages
    .filter(([key, message]) => en.get(key) === message && hasWords(message) && !vouched.has(key))
    .map(([key]) => key);
};

/** Integer counts up to this bound cover every count the interface shows (bets, markets, minutes). */
const COUNTS = 1000;

type PluralType = Intl.PluralRuleType;
/** Per locale and plural type: its categories, and the counts below COUNTS each one other than `other` selects. */
const pluralData = new Map<string, { categories: string[]; counts: Map<string, number[]> }>();
const pluralsOf = (locale: string, type: PluralType) => {
  const id = `${locale}\0${type}`;
  let data = pluralData.get(id);
  if (!data) {
    const rules = new Intl.PluralRules(locale, { type });
    const counts = new Map<string, number[]>();
    for (let count = 0; count < COUNTS; count++) {
      const category = rules.select(count);
      if (category !== 'other') counts.set(category, [...(counts.get(category) ?? []), count]);
    }
    data = { categories: rules.resolvedOptions().pluralCategories as string[], counts };
    pluralData.set(id, data);
  }
  return data;
};

/**
 * Problems with the plural and select branches of one message in a locale: a plural category the
 * locale does not have (`few` in English), a missing `other`, or a category some count below 1000
 * selects (Polish `few` for 2–4) with neither its branch nor exact `=n` branches for all those counts.
 * Categories only fractions or millions select (`many` in Czech or Spanish) are not demanded.
 */
export const pluralProblems = (message: string, locale: string): string[] => {
  const problems: string[] = [];
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isTagElement(element)) visit(element.children);
      if (!isPluralElement(element) && !isSelectElement(element)) continue;
      const keys = Object.keys(element.options);
      if (!keys.includes('other')) problems.push(`{${element.value}} has no "other" branch`);
      if (isPluralElement(element)) {
        const { categories, counts } = pluralsOf(locale, element.pluralType ?? 'cardinal');
        for (const key of keys) {
          if (!/^=\d+$/.test(key) && !categories.includes(key)) {
            problems.push(
              `{${element.value}} has "${key}", not a ${element.pluralType} category of ${locale}`,
            );
          }
        }
        for (const category of categories) {
          const uncovered = (counts.get(category) ?? []).some((count) => !keys.includes(`=${count}`));
          if (uncovered && !keys.includes(category))
            problems.push(`{${element.value}} lacks the "${category}" branch`);
        }
      }
      for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parseMessage(message));
  return problems;
};

/** The arguments a message treats as numbers: plural selectors and `{x, number…}` arguments. */
export const numberArguments = (message: string): Set<string> => {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isTagElement(element)) visit(element.children);
      if (isNumberElement(element) || isPluralElement(element)) names.add(element.value);
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parseMessage(message));
  return names;
};

/**
 * Numbers a locale with digits of its own (ar: ٠١٢…) would write in Latin ones: the message
 * formatter is built for the plain language tag, so a plural's `#` (where that tag's digits are
 * Latin) or a plain `{count}` of an argument that is a number (always) come out as 0–9. Such a
 * locale writes `{count, number, digits}`.
 */
export const latinDigitProblems = (
  message: string,
  numbers: ReadonlySet<string>,
  /** Whether the plain tag's numbers are Latin (ar) or already the locale's own (fa). */
  poundIsLatin = true,
): string[] => {
  const problems: string[] = [];
  const visit = (elements: MessageFormatElement[], plural: string | null) => {
    for (const element of elements) {
      if (isTagElement(element)) visit(element.children, plural);
      if (isPoundElement(element) && poundIsLatin) problems.push(`# of {${plural}} writes Latin digits`);
      if (isArgumentElement(element) && numbers.has(element.value))
        problems.push(`{${element.value}} writes Latin digits`);
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options))
          visit(option.value, isPluralElement(element) ? element.value : plural);
    }
  };
  visit(parseMessage(message), null);
  return problems;
};
