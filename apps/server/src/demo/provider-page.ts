import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../html';

/** A demo provider's page: its own small document, under a policy that runs no script. */
export const providerPage = (provider: string, heading: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · ${escapeHtml(provider)}</title>
<style>body{margin:0;font:16px system-ui;background:#0b1220;color:#f5f7fa}main{max-width:48rem;margin:auto;padding:1rem}video{width:100%;aspect-ratio:16/9;background:#000}a{color:#7dd3fc}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;

const PROVIDER_PAGE_POLICY =
  "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/**
 * Answers a demo provider's page opened with a launch ticket: `page` when the ticket is live, else
 * 403 and where to open it again. Never cached, under a policy that runs no script.
 */
export function sendTicketPage(
  reply: FastifyReply,
  provider: string,
  page: { heading: string; body: string } | null,
  openAgain: string,
) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PROVIDER_PAGE_POLICY);
  return page
    ? reply.send(providerPage(provider, page.heading, page.body))
    : reply
        .code(403)
        .send(providerPage(provider, 'This link has expired', `<p>${escapeHtml(openAgain)}</p>`));
}
