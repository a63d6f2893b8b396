import type { ReactNode } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { IntentLink } from '@/shared/ui/intent-link';

/**
 * What operator Markdown may become: text structure and links. Raw HTML is dropped (`skipHtml`), images
 * and anything else are unwrapped to their text, so content cannot inject markup, scripts or
 * third-party requests.
 */
const ALLOWED_ELEMENTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'a',
  'blockquote',
  'hr',
  'br',
  'code',
  'pre',
];

/**
 * Links go only to this site's paths, fragments, http(s), mailto and tel; every other scheme
 * (`javascript:`, `data:`, …) becomes an empty link. Whitespace or control characters inside a URL
 * are refused outright: browsers drop them, which would turn `java\tscript:` into a scheme.
 */
export function safeHref(url: string): string {
  const href = url.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (href === '' || /[\u0000-\u0020\u007f]/.test(href)) return '';
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return !scheme && defaultUrlTransform(href) === href ? href : '';
}

const heading = (level: 2 | 3 | 4) => {
  const Tag = `h${level}` as const;
  const size = level === 2 ? 'text-lg' : 'text-base';
  return ({ children }: { children?: ReactNode }) => (
    <Tag className={`mt-6 mb-2 font-semibold ${size}`}>{children}</Tag>
  );
};

/**
 * Operator Markdown rendered on the server into plain elements. Site paths (`/general-rules`) get
 * the visitor's locale through `href`.
 */
export function PageMarkdown({ markdown, href }: { markdown: string; href: (path: string) => string }) {
  const components: Components = {
    // The page's title is its one h1: content headings start below it.
    h1: heading(2),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="my-3 list-disc ps-6">{children}</ul>,
    ol: ({ children }) => <ol className="my-3 list-decimal ps-6">{children}</ol>,
    blockquote: ({ children }) => (
      <blockquote className="my-3 border-border border-s-4 ps-3 text-muted">{children}</blockquote>
    ),
    a: ({ href: target, children }) => {
      if (!target) return <>{children}</>;
      const className = 'text-accent underline underline-offset-2 hover:no-underline';
      if (target.startsWith('/'))
        return (
          <IntentLink href={href(target)} className={className}>
            {children}
          </IntentLink>
        );
      const external = /^https?:/i.test(target);
      return (
        <a href={target} className={className} rel={external ? 'noopener noreferrer nofollow' : undefined}>
          {children}
        </a>
      );
    },
  };
  return (
    <Markdown
      skipHtml
      allowedElements={ALLOWED_ELEMENTS}
      unwrapDisallowed
      urlTransform={safeHref}
      components={components}
    >
      {markdown}
    </Markdown>
  );
}
