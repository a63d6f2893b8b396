export { SiteFooter } from './site-footer';
export { describeMarkdown, type ResolvedSitePage, resolveSitePage, sitePageLinks } from './site-page';
export { SitePageView } from './site-page-view';
