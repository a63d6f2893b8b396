import { describe, expect, it } from 'vitest';
import { REALTIME_EVENT_TYPES } from './channels';
import { isRealtimeEvent } from './light';
import { ZRealtimeEvent } from './realtime';

describe('realtime event names', () => {
  it('the zod union covers exactly the one list', () => {
    const unionTypes = ZRealtimeEvent.options.map((option) => option.shape.type.value);
    expect([...unionTypes].sort()).toEqual([...REALTIME_EVENT_TYPES].sort());
  });

  it.each(REALTIME_EVENT_TYPES)('the browser guard accepts %s', (type) => {
    expect(isRealtimeEvent({ type, data: {} })).toBe(true);
  });

  it('the browser guard refuses a name not in the list', () => {
    expect(isRealtimeEvent({ type: 'odds_changed', data: {} })).toBe(false);
    expect(isRealtimeEvent({ type: 'match_changed', data: null })).toBe(false);
  });
});
