// The support feature's public module: what other features, start-up wiring and app.ts may use.
export { createSupportAssistant } from './assistant/support-assistant';
export { recordChatMessages } from './data/chat-messages';
export { ticketPreview } from './data/tickets';
