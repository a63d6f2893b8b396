/**
 * The demo's market pricing, by pricing model: the shared market shapes, the clock sports' score
 * model and markets (football apart), cricket, the set sports, and the assembly into market rows.
 */
export * from './sets';
