import type { TLayout, TPageLayout, TPageLayoutReply } from '@sportsbook/contract';
import type { LayoutRepo } from './repo';

/**
 * The effective layout of a page key: the operator's stored edit, else the site config's page.
 * Read from the database on each call, so an edit shows on the next page render of every process.
 */
export class LayoutService {
  constructor(
    private readonly repo: LayoutRepo,
    private readonly configured: TLayout,
    private readonly clock: () => number,
  ) {}

  async page(pageKey: string): Promise<TPageLayoutReply> {
    const stored = await this.repo.find(pageKey);
    if (stored)
      return { page_key: pageKey, layout: stored.layout, source: 'stored', updated_at: stored.updatedAt };
    return this.fromConfig(pageKey);
  }

  async all(): Promise<TPageLayoutReply[]> {
    const stored = new Map((await this.repo.list()).map((edit) => [edit.pageKey, edit]));
    const keys = [...new Set([...Object.keys(this.configured), ...stored.keys()])].sort();
    return keys.map((pageKey) => {
      const edit = stored.get(pageKey);
      return edit
        ? { page_key: pageKey, layout: edit.layout, source: 'stored', updated_at: edit.updatedAt }
        : this.fromConfig(pageKey);
    });
  }

  /** Replaces the page's layout (already validated against the contract by the route). */
  async save(pageKey: string, layout: TPageLayout): Promise<TPageLayoutReply> {
    const now = this.clock();
    await this.repo.save(pageKey, layout, now);
    return { page_key: pageKey, layout, source: 'stored', updated_at: now };
  }

  /** Drops the operator's edit: the page is the site config's again. */
  async reset(pageKey: string): Promise<TPageLayoutReply> {
    await this.repo.remove(pageKey);
    return this.fromConfig(pageKey);
  }

  private fromConfig(pageKey: string): TPageLayoutReply {
    return {
      page_key: pageKey,
      layout: this.configured[pageKey] ?? {},
      source: 'site_config',
      updated_at: null,
    };
  }
}
