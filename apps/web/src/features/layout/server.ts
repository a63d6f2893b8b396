export { getPageLayout } from './page-layout';
export { PlacementWidgets } from './placement-widgets';
export { SidebarWidgets } from './sidebar-widgets';
