import { IntentLink } from '@/shared/ui/intent-link';
import { LocalTime } from '@/shared/ui/local-time';
import type { ListMatch } from '../queries';

/**
 * Events grouped by their tournament (a race meeting, a lottery), each a chip with its start time
 * that links to its page; the event's name is there for screen readers. At most `perTournament`
 * per group, in the order given.
 */
export function StartTimesByTournament({
  events,
  perTournament,
  href,
  groupTestId,
}: {
  events: readonly ListMatch[];
  perTournament: number;
  href: (event: ListMatch) => string;
  groupTestId?: string;
}) {
  const groups = new Map<number, { name: string; events: ListMatch[] }>();
  for (const event of events) {
    const group = groups.get(event.tournament.id) ?? { name: event.tournament.name, events: [] };
    if (group.events.length < perTournament) group.events.push(event);
    groups.set(event.tournament.id, group);
  }
  return [...groups.entries()].map(([id, group]) => (
    <div key={id} className="grid gap-1.5" data-testid={groupTestId}>
      <h3 className="font-semibold text-sm">{group.name}</h3>
      <ul className="flex flex-wrap gap-1.5">
        {group.events.map((event) => (
          <li key={event.id}>
            <IntentLink
              href={href(event)}
              className="inline-flex min-h-10 items-center rounded-full border border-border px-3 text-sm tabular-nums hover:border-accent"
            >
              <LocalTime iso={event.start_time} />
              <span className="sr-only"> {event.name}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}
