export { ChatToggle } from './chat-toggle';
export { ChatWidget } from './chat-widget';
export { chatFor } from './providers';
