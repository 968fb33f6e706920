// The support feature's public door for logging a chat exchange from outside its routes: the demo
// seed (seed/sample-support.ts) logs its conversations the way the chat route does, without
// reaching into the feature's private data/ (src/architecture.test.ts).
export { recordExchange } from './data/record-exchange';
