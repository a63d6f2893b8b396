export { DEFAULT_LAYOUT, DEMO_LAYOUT } from './defaults';
export { LayoutRepo } from './repo';
export { layoutAdminRoutes, layoutRoutes } from './routes';
export { LayoutService } from './service';
