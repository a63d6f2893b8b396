import { performance } from 'node:perf_hooks';
import { DisconnectCodes, type Publication } from '../protocol';
import { flushPending, type Session, textFrame } from './session';
import type { HubContext, LocalChannel, PendingPublication, Subscription } from './types';

/** A client whose socket holds this much unsent data cannot keep up: it is disconnected (3008). */
const SLOW_CLIENT_BYTES = 8 * 1024 * 1024;
/** Unsubscribe push code: the client resubscribes (codes ≥ 2500), recovering what it missed. */
const UNSUBSCRIBE_INSUFFICIENT = { code: 2500, reason: 'insufficient state' };
/**
 * Subscriptions visited per turn of the event loop in a fan-out sweep: between slices the hub reads
 * its sockets (publish requests among them), so a publication that arrives during a sweep still
 * reaches the subscribers the sweep has not visited yet, instead of all of them one sweep later.
 * Smaller slices cost only more turns of the event loop (measurements in bench/README.md).
 */
export const SWEEP_SLICE = 250;
/** Channels with at least this many subscribers on the hub get frames built once for them all. */
const SHARED_FRAME_MIN_SUBSCRIBERS = 16;

/** A channel's part of a fan-out sweep: its subscriptions when the sweep began, visited in turn. */
interface SweepJob {
  local: LocalChannel;
  targets: [Session, Subscription][];
  next: number;
  /** The channel's sequence number when the sweep began: every subscriber visited has at least it. */
  startSeq: number;
}

/**
 * The hub's channels with subscribers, and the sweeps that send their publications to them.
 * `unsubscribe` ends a subscription that lost its place in the stream (the client then recovers).
 */
export class FanOut {
  private readonly channels = new Map<string, LocalChannel>();
  /** Channels with publications waiting for the next fan-out sweep. */
  private readonly dirty = new Set<LocalChannel>();
  /** Subscriptions visited per turn of the event loop in a sweep (tests lower it). */
  sweepSlice = SWEEP_SLICE;
  /** The sweep in progress (channels still to visit), or null between sweeps. */
  private sweep: SweepJob[] | null = null;
  private fanOutScheduled = false;
  private lastFanOutEnd = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly hub: HubContext,
    private readonly unsubscribe: (session: Session, sub: Subscription) => void,
  ) {}

  /** The hub's state of a channel, made when its first subscriber arrives. */
  channel(name: string): LocalChannel {
    let local = this.channels.get(name);
    if (!local) {
      local = {
        name,
        subs: new Map(),
        joining: 0,
        seq: 0,
        recent: [],
        breakSeq: 0,
        frame: null,
        frameFrom: 0,
        frameTo: 0,
      };
      this.channels.set(name, local);
    }
    return local;
  }

  /** Takes a subscription out of its channel; a channel left without subscribers is forgotten. */
  leave(session: Session, sub: Subscription): void {
    const local = sub.local;
    local.subs.delete(session);
    if (sub.state === 'subscribing') local.joining--;
    if (local.subs.size === 0 && this.channels.get(sub.channel) === local) {
      this.channels.delete(sub.channel);
      this.dirty.delete(local);
    }
  }

  /**
   * A publication from the broker: buffered by subscriptions still being set up, queued for the
   * next fan-out sweep for the others.
   */
  deliver(channel: string, publication: Publication, epoch: string): void {
    const local = this.channels.get(channel);
    if (!local) return;
    local.seq++;
    if (local.joining > 0) {
      for (const sub of local.subs.values()) {
        if (sub.state === 'subscribing') sub.buffer.push({ publication, epoch });
      }
    }
    // One JSON encoding per publication, shared by every subscriber of this hub.
    const line = JSON.stringify({ push: { channel, pub: publication } });
    const previous = local.recent[local.recent.length - 1];
    const follows =
      previous !== undefined &&
      previous.epoch === epoch &&
      publication.offset !== undefined &&
      publication.offset === (previous.publication.offset ?? 0) + 1;
    if (!follows) local.breakSeq = local.seq;
    local.recent.push({ publication, epoch, seq: local.seq, line });
    this.dirty.add(local);
    this.scheduleFanOut();
  }

  /**
   * Next fan-out sweep: after this turn of the event loop, or `client.write_delay` after the last
   * one ended when that is set (Centrifugo's knob for batching writes; off by default, as there).
   * No pacing of our own on top: sweeps back to back batch by themselves (a subscriber gets in one
   * frame what arrived since the sweep before reached it), and waiting to batch more cost more
   * latency than it saved CPU (bench/README.md).
   */
  private scheduleFanOut(): void {
    if (this.fanOutScheduled) return;
    this.fanOutScheduled = true;
    const wait = this.lastFanOutEnd + (this.hub.settings.writeDelayMs ?? 0) - performance.now();
    if (wait <= 0) setImmediate(() => this.fanOut());
    else setTimeout(() => this.fanOut(), wait);
  }

  /**
   * A fan-out sweep: visits every subscription of the channels with new publications, a slice per
   * turn of the event loop, and sends each what it has not had yet. The publications a subscriber
   * needs go out as one frame — their lines joined by newlines, as Centrifugo batches messages —
   * and subscribers needing the same ones (nearly all: those visited between two arrivals) share
   * the frame, built once. A subscriber that is not in step with the channel's stream (it joined or
   * recovered meanwhile, or its position does not follow on) gets each publication checked on its
   * own. Latency is then the wait for the sweep to come round to a subscriber, at most one
   * sweep and its pause, rather than the wait for the next pass plus the pass itself.
   */
  private fanOut(): void {
    this.fanOutScheduled = false;
    if (this.sweep === null) {
      this.sweep = [...this.dirty].map((local) => ({
        local,
        targets: [...local.subs],
        next: 0,
        startSeq: local.seq,
      }));
      this.dirty.clear();
    }
    const sweep = this.sweep;
    let budget = this.sweepSlice;
    while (budget > 0) {
      const job = sweep[0];
      if (!job) break;
      const end = Math.min(job.targets.length, job.next + budget);
      budget -= end - job.next;
      for (; job.next < end; job.next++) {
        const [session, sub] = job.targets[job.next] as [Session, Subscription];
        this.visit(job.local, session, sub);
      }
      if (job.next >= job.targets.length) {
        sweep.shift();
        // Every subscriber has had the publications up to the sweep's start: they can go.
        const local = job.local;
        let done = 0;
        while (done < local.recent.length && (local.recent[done] as PendingPublication).seq <= job.startSeq)
          done++;
        if (done > 0) local.recent.splice(0, done);
        local.frame = null;
      }
    }
    flushPending();
    if (sweep.length > 0) {
      this.fanOutScheduled = true;
      setImmediate(() => this.fanOut());
      return;
    }
    this.sweep = null;
    this.lastFanOutEnd = performance.now();
    if (this.dirty.size > 0) this.scheduleFanOut();
  }

  /** Sends one subscription of the channel the publications it has not had yet. */
  private visit(local: LocalChannel, session: Session, sub: Subscription): void {
    const last = local.recent[local.recent.length - 1];
    if (
      !last ||
      sub.state !== 'subscribed' ||
      session.closed ||
      sub.fromSeq >= last.seq ||
      session.subs.get(local.name) !== sub
    )
      return;
    const from = sub.fromSeq + 1 - (local.recent[0] as PendingPublication).seq;
    const first = local.recent[from];
    if (!first) {
      // Cannot happen (publications stay until every subscriber visited has had them); were
      // it to, the client resubscribes and recovers rather than silently missing publications.
      this.hub.log.error({ channel: local.name }, 'real-time fan-out lost track of a subscription');
      this.unsubscribe(session, sub);
      session.send({ push: { channel: sub.channel, unsubscribe: UNSUBSCRIBE_INSUFFICIENT } });
      return;
    }
    sub.fromSeq = last.seq;
    const whole =
      !sub.positioned ||
      (first.publication.offset !== undefined &&
        local.breakSeq <= first.seq &&
        sub.epoch === first.epoch &&
        sub.offset === first.publication.offset - 1);
    if (!whole) {
      for (let i = from; i < local.recent.length; i++) {
        const p = local.recent[i] as PendingPublication;
        if (session.subs.get(local.name) !== sub) break; // unsubscribed by a gap
        this.deliverTo(session, sub, p.publication, p.epoch, p.line);
      }
      return;
    }
    if (sub.positioned) sub.offset = last.publication.offset ?? sub.offset;
    // A frame shared by the subscribers saves work only when they are many; a few (a browser
    // with dozens of match channels) rather get one frame per slice with the lines of them all.
    if (local.subs.size >= SHARED_FRAME_MIN_SUBSCRIBERS) {
      if (local.frame === null || local.frameFrom !== first.seq || local.frameTo !== last.seq) {
        const lines: string[] = [];
        for (let i = from; i < local.recent.length; i++)
          lines.push((local.recent[i] as PendingPublication).line);
        local.frame = textFrame(Buffer.from(lines.join('\n')));
        local.frameFrom = first.seq;
        local.frameTo = last.seq;
      }
      session.writeFrame(local.frame);
    } else
      for (let i = from; i < local.recent.length; i++)
        session.write((local.recent[i] as PendingPublication).line);
    if (session.buffered > SLOW_CLIENT_BYTES) this.hub.disconnect(session, DisconnectCodes.slow);
  }

  deliverTo(
    session: Session,
    sub: Subscription,
    publication: Publication,
    epoch: string,
    line: string | null,
  ): void {
    if (sub.positioned && publication.offset !== undefined) {
      const offset = publication.offset;
      if (epoch === sub.epoch && offset <= sub.offset) return; // already sent (recovered or buffered twice)
      if (epoch !== sub.epoch || offset !== sub.offset + 1) {
        // A gap or a new stream: the client resubscribes and recovers (Centrifugo's insufficient state).
        this.unsubscribe(session, sub);
        session.send({ push: { channel: sub.channel, unsubscribe: UNSUBSCRIBE_INSUFFICIENT } });
        return;
      }
      sub.offset = offset;
    }
    session.write(line ?? JSON.stringify({ push: { channel: sub.channel, pub: publication } }));
    if (session.buffered > SLOW_CLIENT_BYTES) this.hub.disconnect(session, DisconnectCodes.slow);
  }
}
