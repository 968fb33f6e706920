// The support feature's public module: what other features, start-up wiring and app.ts may use.
export { createSupportAssistant } from './assistant/support-assistant';
export { recordExchange } from './data/record-exchange';
export { parseConversation, toConversationView } from './ticket-conversation';
