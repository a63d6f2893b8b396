/** The launch values a browser bundle may import without zod (see light.ts). */

/** No provider of that name is configured. */
export const PROVIDER_UNKNOWN = 'error.provider.unknown';
/** The provider has no such application (or not for this player). */
export const PROVIDER_APP_UNKNOWN = 'error.provider.app_unknown';

/**
 * The virtual gaming arena's provider (SPEC §1, §2 /virtual-gaming-arena), behind the site's
 * `is_virtual_gaming_arena_enabled`: the operator's arena is launched under this key, its lobby
 * as the application.
 */
export const ARENA_PROVIDER = 'virtual-gaming-arena';
export const ARENA_LOBBY = 'lobby';
