export { getPageLayout } from './page-layout';
export { PlacementSlot } from './placement-slot';
export { PlacementWidgets } from './placement-widgets';
