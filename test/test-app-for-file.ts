import { afterAll, beforeAll } from 'vitest';
import type { Caller } from './access-matrix';
import { createTestApp, type TestApp } from './test-app';

// One test app shared by a whole API test file: made before its first test, closed after its last.
// The objects are returned at once, empty, and filled in before the tests run: read them inside
// tests and hooks, not while the file loads.

/** The file's app (createTestApp's environment overrides, if any). */
export function testAppForFile(overrides?: Record<string, string>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(() => t.close());
  return t;
}

/** The file's app and an admin signed in to it: what the admin API test files start from. */
export function testAppWithAdminForFile(): { t: TestApp; admin: Caller } {
  const t = testAppForFile();
  const admin = {} as Caller;
  beforeAll(async () => {
    Object.assign(admin, await t.as('admin'));
  });
  return { t, admin };
}
