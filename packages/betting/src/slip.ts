import { emptyBet, isFreebet, type Provider, type SlipBet, type SlipSelection } from './model';
import { refitSystemType, type SystemType, systemTypeId, systemTypesFor } from './system-types';
import { minor } from './units';

/**
 * The shape of the slip's bets (SPEC §4 'Bet types', 'Bet type changes').
 *
 * The slip holds the regular bets — one single, several singles (multi-single), one combo or one
 * system — and, beside them, one custom bet (bet builder) per match. Custom bets never change type.
 */
export type SlipMode = 'single' | 'multi_single' | 'combo' | 'system';

/** The bet types a player can switch between. */
export type BetTypeChoice = 'single' | 'combo' | 'system';

export function isCustomBet(bet: SlipBet): boolean {
  return bet.type === 'custom_bet';
}

export function regularBets(bets: readonly SlipBet[]): SlipBet[] {
  return bets.filter((b) => !isCustomBet(b));
}

export function regularSelections(bets: readonly SlipBet[]): SlipSelection[] {
  return regularBets(bets).flatMap((b) => b.selections);
}

/** Every selection id of the slip, in slip order (the ticket's selectedOutcomeIds). */
export function selectionIds(bets: readonly SlipBet[]): string[] {
  return bets.flatMap((b) => b.selections.map((s) => s.id));
}

/** The regular bets' mode; null when the slip has no regular bet. */
export function slipMode(bets: readonly SlipBet[]): SlipMode | null {
  const regular = regularBets(bets);
  const first = regular[0];
  if (first === undefined) return null;
  switch (first.type) {
    case 'single':
      return regular.length > 1 ? 'multi_single' : 'single';
    case 'combo':
      return 'combo';
    case 'system':
      return 'system';
    default:
      return null;
  }
}

/** A selection whose odds changed, or that is suspended or not available, waits for 'Accept changes'. */
export function hasPendingChange(selection: SlipSelection): boolean {
  return selection.isChanged || selection.isSuspended || selection.isNotAvailable;
}

/** The changed-odds flag of a bet: a selection waits for acceptance, or a custom bet's new price does. */
export function betHasChanges(bet: SlipBet): boolean {
  return bet.customOddsBefore !== undefined || bet.selections.some(hasPendingChange);
}

/** Multi-single is available only if every selection's provider allows it (SPEC §4). */
export function isMultiSingleAvailable(
  selections: readonly Pick<SlipSelection, 'provider'>[],
  multiSingleByProvider: Readonly<Partial<Record<Provider, boolean>>>,
): boolean {
  return selections.every((s) => multiSingleByProvider[s.provider] === true);
}

/** What a regular bet carries over when the slip is reshaped: stake, its source and the bonus. */
type StakeTemplate = Pick<SlipBet, 'stake' | 'stakeSource' | 'bonus' | 'freebetStake'>;

const NO_STAKE: StakeTemplate = { stake: minor(0), stakeSource: 'stake' };

function templateOf(bet: SlipBet | undefined): StakeTemplate {
  if (bet === undefined) return NO_STAKE;
  const { stake, stakeSource, bonus, freebetStake } = bet;
  return { stake, stakeSource, bonus, freebetStake };
}

/** A template without its bonus; a freebet's stake goes with the freebet (SPEC §4: removing it sets 0). */
function withoutBonus(template: StakeTemplate): StakeTemplate {
  if (template.bonus != null && isFreebet(template.bonus.type)) return NO_STAKE;
  return { stake: template.stake, stakeSource: template.stakeSource };
}

function bet(type: SlipBet['type'], selections: readonly SlipSelection[], template: StakeTemplate): SlipBet {
  return { ...emptyBet(type, selections), ...template };
}

function systemBet(
  selections: readonly SlipSelection[],
  system: SystemType,
  template: StakeTemplate,
): SlipBet {
  return { ...bet('system', selections, template), system };
}

/** Puts the new regular bets where the old ones stood, custom bets keeping their places. */
function replaceRegular(bets: readonly SlipBet[], next: readonly SlipBet[]): SlipBet[] {
  const index = bets.findIndex((b) => !isCustomBet(b));
  if (index === -1) return [...bets, ...next];
  return [...bets.slice(0, index), ...next, ...bets.slice(index).filter(isCustomBet)];
}

/**
 * The regular bets for a new list of selections, keeping the current mode where the count allows:
 * one selection is a single; a single or combo with more is a combo (adding a selection to a single
 * makes a combo); a system re-fits to another system type if one exists, else becomes a combo;
 * multi-single stays one single per selection (a bet already in the slip keeps its own stake).
 */
function fitRegular(bets: readonly SlipBet[], selections: readonly SlipSelection[]): SlipBet[] {
  const mode = slipMode(bets);
  const current = regularBets(bets);
  const template = templateOf(current[0]);
  if (selections.length === 0) return [];
  if (mode === 'multi_single') {
    return selections.map(
      (s) => current.find((b) => b.selections[0]?.id === s.id) ?? bet('single', [s], withoutBonus(template)),
    );
  }
  if (selections.length === 1) return [bet('single', selections, template)];
  if (mode === 'system') {
    const system = refitSystemType(current[0]?.system, selections.length);
    if (system !== null) return [systemBet(selections, system, template)];
  }
  return [bet('combo', selections, template)];
}

/**
 * A custom bet with other selections. Its price belonged to the old ones: it goes (the edges price
 * the new set before placing), and so does a new price that was waiting for acceptance.
 */
function withCustomSelections(bet: SlipBet, selections: readonly SlipSelection[]): SlipBet {
  return { ...bet, selections, customOdds: undefined, customOddsBefore: undefined };
}

function findCustomIndex(bets: readonly SlipBet[], matchId: SlipSelection['matchId']): number {
  return bets.findIndex(
    (b) => isCustomBet(b) && b.selections.some((s) => String(s.matchId) === String(matchId)),
  );
}

/** Whether this outcome is in the slip (in a custom bet for bet-builder picks, else among the regular bets). */
export function containsSelection(bets: readonly SlipBet[], selection: SlipSelection): boolean {
  const pool = selection.isCustom === true ? bets.filter(isCustomBet) : regularBets(bets);
  return pool.some((b) => b.selections.some((s) => s.id === selection.id));
}

/** Adds a selection: a bet-builder pick joins (or starts) the custom bet of its match. */
export function addSelection(bets: readonly SlipBet[], selection: SlipSelection): SlipBet[] {
  if (containsSelection(bets, selection)) return [...bets];
  if (selection.isCustom === true) {
    const index = findCustomIndex(bets, selection.matchId);
    if (index === -1) return [...bets, emptyBet('custom_bet', [selection])];
    return bets.map((b, i) => (i === index ? withCustomSelections(b, [...b.selections, selection]) : b));
  }
  return replaceRegular(bets, fitRegular(bets, [...regularSelections(bets), selection]));
}

/**
 * Removes a selection by id. Dropping to one selection makes a single, except in a custom bet, which
 * stays a custom bet until its last selection goes (then the bet goes).
 */
export function removeSelection(bets: readonly SlipBet[], selectionId: string): SlipBet[] {
  const customIndex = bets.findIndex((b) => isCustomBet(b) && b.selections.some((s) => s.id === selectionId));
  if (customIndex !== -1) {
    return bets.flatMap((b, i) => {
      if (i !== customIndex) return [b];
      const selections = b.selections.filter((s) => s.id !== selectionId);
      return selections.length === 0 ? [] : [withCustomSelections(b, selections)];
    });
  }
  const remaining = regularSelections(bets).filter((s) => s.id !== selectionId);
  return replaceRegular(bets, fitRegular(bets, remaining));
}

/**
 * Puts a bet builder in the slip as one custom-bet entry: its selections (of one match) with the
 * price the builder was given. A custom bet of that match already in the slip is replaced where it
 * stands and keeps its stake; otherwise the entry goes last. No selection: nothing changes.
 */
export function putCustomBet(
  bets: readonly SlipBet[],
  selections: readonly SlipSelection[],
  customOdds: SlipBet['customOdds'],
): SlipBet[] {
  const first = selections[0];
  if (first === undefined) return [...bets];
  const legs = selections.map((s) => (s.isCustom === true ? s : { ...s, isCustom: true }));
  const entry: SlipBet = { ...emptyBet('custom_bet', legs), customOdds };
  const index = findCustomIndex(bets, first.matchId);
  if (index === -1) return [...bets, entry];
  return bets.map((b, i) => (i === index ? { ...entry, stake: b.stake, stakeSource: b.stakeSource } : b));
}

/** Adds the outcome, or removes it when it is already in the slip. */
export function toggleSelection(bets: readonly SlipBet[], selection: SlipSelection): SlipBet[] {
  return containsSelection(bets, selection)
    ? removeSelection(bets, selection.id)
    : addSelection(bets, selection);
}

/**
 * Keeps the selections `keep` accepts, then re-fits the bets: regular bets as after a removal, a
 * custom bet with no selection left is dropped.
 */
export function filterSelections(
  bets: readonly SlipBet[],
  keep: (selection: SlipSelection, bet: SlipBet) => boolean,
): SlipBet[] {
  const remaining = regularBets(bets).flatMap((b) => b.selections.filter((s) => keep(s, b)));
  const filtered = bets.flatMap((b) => {
    if (!isCustomBet(b)) return [b];
    const selections = b.selections.filter((s) => keep(s, b));
    if (selections.length === 0) return [];
    return [selections.length === b.selections.length ? b : withCustomSelections(b, selections)];
  });
  return replaceRegular(filtered, fitRegular(bets, remaining));
}

/** Why a bet type switch is refused (SPEC §4 'Bet type changes'). */
export type BetTypeRefusal =
  | 'empty'
  | 'custom_bet'
  | 'same_type'
  | 'lone_single'
  | 'multi_single_unavailable'
  | 'no_system_type';

export interface BetTypeContext {
  /** Settings `multiSingleAvailableByProvider`. */
  readonly multiSingleByProvider: Readonly<Partial<Record<Provider, boolean>>>;
}

/**
 * Null when the regular bets may switch to `to` (with `system` for a system bet, default the first
 * system type), else the reason for refusing: same type; a lone single; a custom bet (the slip has
 * only custom bets); to single with many selections when a provider does not allow multi-single; to
 * system when no system type fits.
 */
export function betTypeRefusal(
  bets: readonly SlipBet[],
  to: BetTypeChoice,
  context: BetTypeContext,
  system?: SystemType,
): BetTypeRefusal | null {
  if (bets.length === 0) return 'empty';
  const mode = slipMode(bets);
  if (mode === null) return 'custom_bet';
  const selections = regularSelections(bets);
  const currentSystem = regularBets(bets)[0]?.system;
  const sameType = (mode === 'multi_single' ? 'single' : mode) === to;
  const sameSystem =
    system === undefined ||
    (currentSystem !== undefined && systemTypeId(system) === systemTypeId(currentSystem));
  if (sameType && (to !== 'system' || sameSystem)) return 'same_type';
  if (selections.length === 1) return 'lone_single';
  if (to === 'single' && !isMultiSingleAvailable(selections, context.multiSingleByProvider)) {
    return 'multi_single_unavailable';
  }
  if (to === 'system') {
    const types = systemTypesFor(selections.length);
    if (types.length === 0) return 'no_system_type';
    if (system !== undefined && !types.some((t) => systemTypeId(t) === systemTypeId(system))) {
      return 'no_system_type';
    }
  }
  return null;
}

export type BetTypeChange =
  | { readonly ok: true; readonly bets: SlipBet[] }
  | { readonly ok: false; readonly reason: BetTypeRefusal };

/**
 * Switches the regular bets' type: single splits into one bet per selection (each with the stake
 * that was entered), combo merges them into one bet, system uses the chosen (or first) system type.
 * The bonus does not survive a switch — the set of bonuses depends on the bet type and is sent again
 * by the server — and a freebet's stake goes with it.
 */
export function changeBetType(
  bets: readonly SlipBet[],
  to: BetTypeChoice,
  context: BetTypeContext,
  system?: SystemType,
): BetTypeChange {
  const reason = betTypeRefusal(bets, to, context, system);
  if (reason !== null) return { ok: false, reason };
  const selections = regularSelections(bets);
  const template = withoutBonus(templateOf(regularBets(bets)[0]));
  switch (to) {
    case 'single':
      return {
        ok: true,
        bets: replaceRegular(
          bets,
          selections.map((s) => bet('single', [s], template)),
        ),
      };
    case 'combo':
      return { ok: true, bets: replaceRegular(bets, [bet('combo', selections, template)]) };
    case 'system': {
      const type = system ?? systemTypesFor(selections.length)[0];
      /* v8 ignore next */
      if (type === undefined) return { ok: false, reason: 'no_system_type' };
      return { ok: true, bets: replaceRegular(bets, [systemBet(selections, type, template)]) };
    }
  }
}
