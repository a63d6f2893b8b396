export { DrawView } from './draw-view';
