export { getPageLayout } from './page-layout';
export { PlacementSlot, placementTabs } from './placement-slot';
export { PlacementWidgets } from './placement-widgets';
