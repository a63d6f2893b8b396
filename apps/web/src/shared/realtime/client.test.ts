import { EventEmitter } from 'node:events';
import type { Centrifuge } from 'centrifuge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../reporting/report';
import { reportInitialFailure } from './client';

vi.mock('../reporting/report', () => ({ reportError: vi.fn() }));

afterEach(() => vi.mocked(reportError).mockClear());

const transportError = {
  type: 'transport',
  error: { code: 2, message: 'transport closed' },
  transport: 'websocket',
};

/** A stand-in for the Centrifuge client: the same event emitter interface. */
const aClient = () => new EventEmitter() as unknown as Centrifuge & EventEmitter;

describe('SPEC §8: an initial real-time connection failure is reported', () => {
  it('reports the first failure before the connection was ever up, once', () => {
    const client = aClient();
    reportInitialFailure(client);
    client.emit('error', transportError);
    client.emit('error', transportError);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Real-time connection failed (transport)' }),
      {
        tags: { realtime: 'transport' },
        extra: { code: 2, message: 'transport closed', transport: 'websocket' },
      },
    );
  });

  it('does not report a failure after the first connection (the library reconnects)', () => {
    const client = aClient();
    reportInitialFailure(client);
    client.emit('connected', {});
    client.emit('error', transportError);
    expect(reportError).not.toHaveBeenCalled();
  });
});
