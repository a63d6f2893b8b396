/**
 * Event conditions of a bonus campaign (SPEC §3 'event conditions'): the sports, categories,
 * tournaments and matches a selection must be of; an empty or absent list does not restrict.
 */
export interface EventConditions {
  readonly sport_ids?: readonly number[];
  readonly category_ids?: readonly number[];
  readonly tournament_ids?: readonly number[];
  readonly match_ids?: readonly number[];
}

/** A selection's event ids; one the caller does not know (the slip's) is left to the server. */
export interface EventIds {
  readonly matchId: number;
  readonly sportId?: number;
  readonly categoryId?: number;
  readonly tournamentId?: number;
}

const allows = (ids: readonly number[] | undefined, id: number | undefined) =>
  id === undefined || !ids?.length || ids.includes(id);

/** Whether a selection's event fits the conditions (none: every event does). */
export function fitsEvents(events: EventConditions | undefined, selection: EventIds): boolean {
  return (
    !events ||
    (allows(events.sport_ids, selection.sportId) &&
      allows(events.category_ids, selection.categoryId) &&
      allows(events.tournament_ids, selection.tournamentId) &&
      allows(events.match_ids, selection.matchId))
  );
}
