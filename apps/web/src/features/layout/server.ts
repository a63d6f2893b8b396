export { getPageLayout } from './page-layout';
export { PlacementWidgets } from './placement-widgets';
