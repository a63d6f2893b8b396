// Writes apps/server/assets/demo-stream.webm, the demo's looping live-match clip (a moving test card,
// VP8 in WebM), recorded from a canvas by Debian's Chromium so that no encoder has to be installed.
// Run once by hand when the clip should change: node scripts/make-demo-video.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const out = new URL('../apps/server/assets/demo-stream.webm', import.meta.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const g = canvas.getContext('2d');
    const bars = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];
    const seconds = 4;
    const fps = 10;
    const stream = canvas.captureStream(fps);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 60_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const draw = (frame) => {
      bars.forEach((colour, i) => {
        g.fillStyle = colour;
        g.fillRect((i * canvas.width) / bars.length, 0, canvas.width / bars.length + 1, 120);
      });
      g.fillStyle = '#101820';
      g.fillRect(0, 120, canvas.width, 60);
      // A ball crossing the card once per loop: the picture visibly moves while it plays.
      const x = 20 + ((canvas.width - 40) * frame) / (seconds * fps);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.arc(x, 150, 10, 0, 2 * Math.PI);
      g.fill();
      g.font = 'bold 16px sans-serif';
      g.fillText('DEMO STREAM', 110, 60);
    };
    recorder.start();
    for (let frame = 0; frame < seconds * fps; frame++) {
      draw(frame);
      await new Promise((resolve) => setTimeout(resolve, 1000 / fps));
    }
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  writeFileSync(out, Buffer.from(base64, 'base64'));
  console.log(`wrote ${out.pathname} (${Buffer.from(base64, 'base64').length} bytes)`);
} finally {
  await browser.close();
}
