import type { Procedure } from './db/procedures';
import { storeBets } from './modules/wallet/bet-store-sqlite';

/** Every procedure Db.procedure may be asked for: the writer thread finds them here by name. */
export const procedures: readonly Procedure<unknown, unknown, unknown>[] = [storeBets];
