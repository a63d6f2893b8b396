import type { TNotification } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe';

const aNotification = (fields: Partial<TNotification>): TNotification => ({
  id: 'n-1',
  type: 'bet_won',
  object_type: 'bet',
  object_id: 'b-1',
  title: 'B-7K2Q9X',
  caption: 'single',
  body: 'Arsenal vs Chelsea',
  amount: { value: 1_250, currency: 'EUR', subunits: 2 },
  read: false,
  created_at: '2026-11-27T12:00:00.000Z',
  ...fields,
});

describe('how a notification reads', () => {
  it('words the type with the amount in the reader’s locale, and names the bet and its matches', () => {
    expect(describeNotification(aNotification({}), 'en')).toEqual({
      tone: 'success',
      title: { key: 'notifications.types.bet_won', values: { amount: '€12.50' } },
      description: { text: 'B-7K2Q9X · Arsenal vs Chelsea' },
    });
    const { title } = describeNotification(aNotification({}), 'de');
    expect('key' in title && title.values?.amount).toMatch(/^12,50\s€$/u);
  });

  it('tells bad news without the success tone', () => {
    for (const type of ['bet_lost', 'bet_refunded', 'deposit_declined'] as const)
      expect(describeNotification(aNotification({ type }), 'en').tone).toBe('info');
    expect(describeNotification(aNotification({ type: 'deposit_approved' }), 'en').tone).toBe('success');
  });
});
