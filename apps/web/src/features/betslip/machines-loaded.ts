import { quickBetReducer, ticketReducer } from '@sportsbook/betting';
import { provideMachines } from './machines';

// Imported statically by the code that needs the machines at once (the slip's body and runtime,
// tests); loaded on demand otherwise (see `machines.ts`).
provideMachines({ ticketReducer, quickBetReducer });
