import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageMarkdown, safeHref } from './page-markdown';

const render = (markdown: string) =>
  renderToStaticMarkup(<PageMarkdown markdown={markdown} href={(path) => `/ar${path}`} />);

describe('page Markdown', () => {
  it('renders headings, lists, emphasis and links as plain elements', () => {
    const html = render('## Settlement\n\n- **Wins** are *paid*\n- [Rules](https://rules.example/x)');
    expect(html).toContain('<h2');
    expect(html).toContain('Settlement</h2>');
    expect(html).toMatch(/<ul[^>]*>\s*<li><strong>Wins<\/strong> are <em>paid<\/em><\/li>/);
    expect(html).toContain('href="https://rules.example/x"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('keeps one h1 per page: a content h1 becomes an h2', () => {
    expect(render('# Title')).not.toContain('<h1');
    expect(render('# Title')).toContain('Title</h2>');
  });

  it('refuses raw HTML: no script, no event handler, no iframe reaches the page', () => {
    const html = render(
      'Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\n<b onclick="alert(3)">bold</b>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror|onclick|<b[ >]/i);
    expect(html).toContain('Hi');
  });

  it('refuses javascript:, data: and vbscript: links', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>alert(1)</script>) [d](vbscript:x)',
    );
    expect(html).not.toMatch(/javascript|data:|vbscript/i);
    expect(html).toContain('a');
  });

  it('shows Markdown images as their text only, so content loads nothing from elsewhere', () => {
    const html = render('![tracker](https://evil.example/pixel.gif)');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('evil.example');
  });

  it('gives a site path the visitor’s locale', () => {
    expect(render('[Rules](/general-rules)')).toContain('href="/ar/general-rules"');
  });
});

describe('safeHref', () => {
  it('keeps site paths, fragments, http(s), mailto and tel', () => {
    for (const url of [
      '/about',
      '#top',
      'https://a.example',
      'http://a.example',
      'mailto:x@a.example',
      'tel:+123',
    ])
      expect(safeHref(url), url).toBe(url);
  });

  it('blanks every other scheme and protocol tricks', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ftp://a',
    ])
      expect(safeHref(url), url).toBe('');
  });
});
