import { ZChatConfig, ZErrorReply } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The demo's live-chat provider: a small script that renders a chat box and answers every message,
 * standing in for the provider's own script (which the web loads from the provider's domain outside
 * demo mode), so that the loading rule of SPEC §4 'Chat' works and is tested offline.
 */
export function demoChatScript(config: { type: string; id: string; region: string }): string {
  // JSON of a validated config, '<' escaped: nothing in it can end the script or open a tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function () {
  'use strict';
  if (window.DemoChat) return;
  var config = ${json};
  var box = null;
  var list = null;
  var open = false;
  function line(who, text) {
    var item = document.createElement('li');
    item.textContent = who + ': ' + text;
    item.style.cssText = 'margin:0 0 6px;';
    list.appendChild(item);
  }
  function build() {
    box = document.createElement('section');
    box.id = 'demo-chat';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Demo chat (' + config.type + ')');
    box.dataset.provider = config.type;
    box.style.cssText = 'position:fixed;bottom:8rem;inset-inline-end:1rem;z-index:60;width:min(20rem,90vw);' +
      'background:#fff;color:#111;border:1px solid #888;border-radius:8px;padding:12px;font:14px system-ui;' +
      'box-shadow:0 4px 16px rgba(0,0,0,.25);';
    var title = document.createElement('h2');
    title.textContent = 'Demo chat';
    title.style.cssText = 'margin:0 0 8px;font-size:16px;';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close chat');
    close.style.cssText = 'position:absolute;top:6px;inset-inline-end:8px;border:0;background:none;font-size:20px;cursor:pointer;';
    close.onclick = function () { show(false); };
    list = document.createElement('ol');
    list.setAttribute('aria-live', 'polite');
    list.style.cssText = 'list-style:none;margin:0 0 8px;padding:0;max-height:12rem;overflow:auto;';
    var form = document.createElement('form');
    var input = document.createElement('input');
    input.setAttribute('aria-label', 'Message');
    input.style.cssText = 'width:70%;padding:4px;border:1px solid #888;border-radius:4px;';
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = 'Send';
    send.style.cssText = 'margin-inline-start:6px;padding:4px 8px;';
    form.onsubmit = function (event) {
      event.preventDefault();
      if (!input.value.trim()) return;
      line('You', input.value.trim());
      input.value = '';
      line('Agent', 'Thank you. This demo desk gives every message the same answer.');
    };
    form.appendChild(input);
    form.appendChild(send);
    box.appendChild(title);
    box.appendChild(close);
    box.appendChild(list);
    box.appendChild(form);
    line('Agent', 'Hello! This is the demo chat desk ' + config.id + '. How can we help?');
    document.body.appendChild(box);
  }
  function show(next) {
    if (!box) build();
    open = next;
    box.hidden = !next;
    document.dispatchEvent(new CustomEvent('demo-chat:toggle', { detail: { open: open } }));
  }
  window.DemoChat = {
    provider: config.type,
    toggle: function () { show(!open); },
    isOpen: function () { return open; },
  };
  document.dispatchEvent(new CustomEvent('demo-chat:ready', { detail: { provider: config.type } }));
})();
`;
}

const ZDemoChatQuery = z.object({
  type: ZChatConfig.shape.type,
  id: ZChatConfig.shape.id.default(''),
  region: ZChatConfig.shape.region.default(''),
});

export const demoChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/widget.js',
    {
      schema: {
        tags: ['demo'],
        summary: "The demo live-chat provider's script (renders a chat box)",
        querystring: ZDemoChatQuery,
        response: { 200: z.string(), 400: ZErrorReply },
      },
    },
    async (req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(demoChatScript(req.query)),
  );
};
