export { launchRoutes } from './routes';
export { Launcher, type LaunchProvider, type LaunchRequest, unknownApp } from './service';
