import { readFileSync } from 'node:fs';
import { type TSiteConfig, ZSiteConfig } from '@sportsbook/contract';
import { DEMO_LAYOUT } from '../layout/defaults';
import { DEFAULT_SITE_CONFIG } from './defaults';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Objects merge key by key; arrays and scalars in the override replace the default. */
function merge(base: Json, override: Json): Json {
  if (
    typeof base !== 'object' ||
    base === null ||
    Array.isArray(base) ||
    typeof override !== 'object' ||
    override === null ||
    Array.isArray(override)
  ) {
    return override;
  }
  const out: { [key: string]: Json } = { ...base };
  for (const [key, value] of Object.entries(override))
    out[key] = key in base ? merge(base[key] as Json, value) : value;
  return out;
}

/** The site configuration: defaults, overridden by the operator's JSON file, validated once at start. */
export function loadSiteConfig(options: { path?: string; demo: boolean }): TSiteConfig {
  // The demo operator's home carries a banner carousel, its matches with video show their test
  // cards, and its premium cricket, horse racing and lottery areas are open (the simulator feeds
  // them); the product's defaults are today's pages, no video and none of these areas (an operator
  // needs a provider for each).
  const demo = options.demo
    ? {
        layout: DEMO_LAYOUT,
        video_enabled: true,
        is_premium_cricket_enabled: true,
        is_horse_racing_enabled: true,
        is_lottery_enabled: true,
      }
    : {};
  let config: Json = { ...DEFAULT_SITE_CONFIG, ...demo, demo: options.demo } as unknown as Json;
  if (options.path) {
    let override: Json;
    try {
      override = JSON.parse(readFileSync(options.path, 'utf8')) as Json;
    } catch (error) {
      throw new Error(`SITE_CONFIG ${options.path} is not readable JSON: ${(error as Error).message}`);
    }
    config = merge(config, override);
  }
  const parsed = ZSiteConfig.safeParse(config);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`SITE_CONFIG is invalid: ${problems}`);
  }
  return parsed.data;
}
