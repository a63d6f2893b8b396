import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The files of one match's stream: its playlist and its MPEG-TS segments. */
export const TEST_CARD_FILE = /^(index\.m3u8|seg\d{1,2}\.ts)$/;

const SECONDS = 6;
const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
];

export interface TestCardOptions {
  /** The encoder's command; Debian's `ffmpeg` package. */
  ffmpeg?: string;
  /** How many matches' streams are kept; the least recently made goes first. */
  keep?: number;
}

/**
 * The demo's live pictures as HLS (issue 24 item 6): for each match with video, a short looping
 * test card (colour bars, the match's names, a running clock) encoded by ffmpeg the first time
 * the match is watched, as H.264 in MPEG-TS segments that hls.js and native HLS both play.
 * Without ffmpeg on the machine there are none, and matches fall back to the WebM clip.
 */
export class TestCards {
  private readonly ffmpeg: string;
  private readonly keep: number;
  private found: Promise<boolean> | null = null;
  private root: Promise<string> | null = null;
  /** Each match's stream folder once encoded, in the order they were made (oldest first). */
  private readonly made = new Map<number, Promise<string>>();
  /** Encodes run one at a time: the demo shares its machine with the API and the web. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: TestCardOptions = {}) {
    this.ffmpeg = options.ffmpeg ?? 'ffmpeg';
    this.keep = options.keep ?? 64;
  }

  /** Whether the encoder runs here; asked once. */
  available(): Promise<boolean> {
    this.found ??= new Promise((resolve) => {
      const child = spawn(this.ffmpeg, ['-hide_banner', '-version'], { stdio: 'ignore' });
      child.on('error', () => resolve(false));
      child.on('exit', (code) => resolve(code === 0));
    });
    return this.found;
  }

  /** One file of the match's stream (`TEST_CARD_FILE`), encoded first if it is not yet. */
  async file(matchId: number, title: string, name: string): Promise<Buffer> {
    if (!TEST_CARD_FILE.test(name)) throw new Error(`not a stream file: ${name}`);
    return readFile(join(await this.folder(matchId, title), name));
  }

  async close(): Promise<void> {
    const root = this.root;
    this.root = null;
    this.made.clear();
    if (root) await rm(await root, { recursive: true, force: true });
  }

  private folder(matchId: number, title: string): Promise<string> {
    const known = this.made.get(matchId);
    if (known) return known;
    const made = this.enqueue(() => this.encode(matchId, title));
    // A failed encode is not kept: the next viewer tries again.
    made.catch(() => this.made.delete(matchId));
    this.made.set(matchId, made);
    if (this.made.size > this.keep) {
      const [oldest] = this.made;
      if (oldest) {
        this.made.delete(oldest[0]);
        oldest[1].then((dir) => rm(dir, { recursive: true, force: true })).catch(() => {});
      }
    }
    return made;
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => {});
    return run;
  }

  private async encode(matchId: number, title: string): Promise<string> {
    this.root ??= mkdtemp(join(tmpdir(), 'sportsbook-test-cards-'));
    const dir = join(await this.root, String(matchId));
    await mkdir(dir, { recursive: true });
    // The names go through a file, so no character of theirs needs escaping in the filter graph.
    await writeFile(join(dir, 'title.txt'), title);
    const font = FONTS.find((file) => existsSync(file));
    const face = font ? `fontfile=${font}` : 'font=Sans';
    const box = 'fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=8:x=(w-tw)/2';
    const filter = [
      `drawtext=${face}:textfile=${join(dir, 'title.txt')}:expansion=none:fontsize=26:${box}:y=h*0.12`,
      `drawtext=${face}:text='LIVE  %{pts\\:hms}':fontsize=34:${box}:y=h*0.72`,
    ].join(',');
    await run(this.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', 'smptebars=size=640x360:rate=25', '-t', String(SECONDS)],
      ...['-vf', filter, '-an', '-threads', '1'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p'],
      // A key frame at every segment's start, so each segment plays on its own.
      ...['-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-b:v', '300k'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')],
    ]);
    return dir;
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? code}): ${errors.trim()}`));
    });
  });
}
