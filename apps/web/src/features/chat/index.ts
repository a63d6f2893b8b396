export { ChatWidget } from './chat-widget';
export { chatFor } from './providers';
