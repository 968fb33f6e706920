import { Writable } from 'node:stream';
import pino from 'pino';

// A link's token is a credential, so no log line may carry one. Every API test's app
// logs at the most talkative level into this watcher (test-app.ts), and each test file ends by
// asserting it saw none (setup-log-watch.ts). Nor an assistant API key (the suite's
// keys all start sk-, as OpenAI's do) or an Authorization header's bearer token.
const TOKEN = /token=|\bsk-[\w-]{6,}|bearer\s+[\w.-]{6,}/i;
const leaks: string[] = [];

export const watchedLogger = () =>
  pino(
    { level: 'trace', base: undefined },
    new Writable({
      write(chunk, _encoding, done) {
        const line = String(chunk);
        if (TOKEN.test(line)) leaks.push(line);
        done();
      },
    }),
  );

/** The lines that carried a token since the last call. */
export const takeTokenLeaks = () => leaks.splice(0);
