import type { TLayout, TPageLayout, TPageLayoutReply } from '@sportsbook/contract';
import type { LayoutRepo } from './repo';

/**
 * The effective layout of a page key: the site config's page with the operator's stored edit over
 * it, placement by placement, so an edit of one placement keeps the others (an empty list clears
 * one). Read from the database on each call, so an edit shows on the next page render of every
 * process.
 */
export class LayoutService {
  constructor(
    private readonly repo: LayoutRepo,
    private readonly configured: TLayout,
    private readonly clock: () => number,
  ) {}

  async page(pageKey: string): Promise<TPageLayoutReply> {
    const stored = await this.repo.find(pageKey);
    return stored ? this.edited(pageKey, stored.layout, stored.updatedAt) : this.fromConfig(pageKey);
  }

  async all(): Promise<TPageLayoutReply[]> {
    const stored = new Map((await this.repo.list()).map((edit) => [edit.pageKey, edit]));
    const keys = [...new Set([...Object.keys(this.configured), ...stored.keys()])].sort();
    return keys.map((pageKey) => {
      const edit = stored.get(pageKey);
      return edit ? this.edited(pageKey, edit.layout, edit.updatedAt) : this.fromConfig(pageKey);
    });
  }

  /** Stores the page's edit (already validated against the contract by the route), replacing any. */
  async save(pageKey: string, layout: TPageLayout): Promise<TPageLayoutReply> {
    const now = this.clock();
    await this.repo.save(pageKey, layout, now);
    return this.edited(pageKey, layout, now);
  }

  /** Drops the operator's edit: the page is the site config's again. */
  async reset(pageKey: string): Promise<TPageLayoutReply> {
    await this.repo.remove(pageKey);
    return this.fromConfig(pageKey);
  }

  private edited(pageKey: string, edit: TPageLayout, updatedAt: number): TPageLayoutReply {
    return {
      page_key: pageKey,
      layout: { ...this.configured[pageKey], ...edit },
      source: 'stored',
      updated_at: updatedAt,
    };
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
