/**
 * System types (SPEC §3): a system winCount/totalCount is every combination of winCount selections
 * out of totalCount, each a combo of its own.
 *
 * Offered: for n selections, every k with 2 ≤ k < n, and only when 3 ≤ n ≤ 16. k = 1 would be
 * singles and k = n the combo, which have their own bet types; 16 keeps C(n,k) ≤ 12 870 lines.
 */
export interface SystemType {
  readonly winCount: number;
  readonly totalCount: number;
}

/** A system type's id as it travels on the wire: "{winCount}/{totalCount}", e.g. "2/3". */
export type SystemTypeId = `${number}/${number}`;

export const MIN_SYSTEM_SELECTIONS = 3;
export const MAX_SYSTEM_SELECTIONS = 16;

export function systemTypeId(type: SystemType): SystemTypeId {
  return `${type.winCount}/${type.totalCount}`;
}

/** Reads "2/3"; null for anything that is not an offered system type. */
export function parseSystemTypeId(id: string): SystemType | null {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(id);
  if (match === null) return null;
  const type = { winCount: Number(match[1]), totalCount: Number(match[2]) };
  return isOfferedSystemType(type) ? type : null;
}

export function isOfferedSystemType(type: SystemType): boolean {
  const { winCount: k, totalCount: n } = type;
  return (
    Number.isInteger(k) &&
    Number.isInteger(n) &&
    n >= MIN_SYSTEM_SELECTIONS &&
    n <= MAX_SYSTEM_SELECTIONS &&
    k >= 2 &&
    k < n
  );
}

/** Sort order of SPEC §3: by totalCount, then winCount. */
export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

/** The system types a slip of n selections can use, sorted; empty when n is outside 3..16. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  const types: SystemType[] = [];
  if (selectionCount < MIN_SYSTEM_SELECTIONS || selectionCount > MAX_SYSTEM_SELECTIONS) return types;
  for (let k = 2; k < selectionCount; k++) types.push({ winCount: k, totalCount: selectionCount });
  return types;
}

/** Every offered system type, sorted by totalCount then winCount. */
export function allSystemTypes(): SystemType[] {
  const types: SystemType[] = [];
  for (let n = MIN_SYSTEM_SELECTIONS; n <= MAX_SYSTEM_SELECTIONS; n++) types.push(...systemTypesFor(n));
  return types.sort(compareSystemTypes);
}

/**
 * Re-fits a system to a new selection count: the same winCount if it is still offered, else the
 * nearest offered one (winCount clamped to 2..n−1); null when n selections have no system type
 * (the bet then becomes a combo or a single).
 */
export function refitSystemType(current: SystemType | undefined, selectionCount: number): SystemType | null {
  const types = systemTypesFor(selectionCount);
  const first = types[0];
  if (first === undefined) return null;
  if (current === undefined) return first;
  const winCount = Math.min(Math.max(current.winCount, 2), selectionCount - 1);
  return { winCount, totalCount: selectionCount };
}
