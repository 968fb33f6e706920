import { describe, expect, it } from 'vitest';
import { readFileSize } from './file-size';

describe('readFileSize', () => {
  it("takes the Content-Length of the link's HEAD", async () => {
    const fetchImpl = async () => new Response(null, { headers: { 'content-length': '2048' } });
    expect(await readFileSize('https://a.example.com/f.zip', { fetchImpl })).toBe(2048);
  });

  it('gives up when the link does not answer in time', async () => {
    // Answers only when aborted: the timeout is what ends the wait.
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    expect(await readFileSize('https://a.example.com/f.zip', { fetchImpl, timeoutMs: 20 })).toBeNull();
  });

  it('knows nothing from an error, a missing length or a nonsense one', async () => {
    const answer = (res: Response) => async () => res;
    expect(
      await readFileSize('https://a.example.com/f', {
        fetchImpl: answer(new Response(null, { status: 403 })),
      }),
    ).toBeNull();
    expect(
      await readFileSize('https://a.example.com/f', { fetchImpl: answer(new Response(null)) }),
    ).toBeNull();
    const weird = new Response(null, { headers: { 'content-length': 'abc' } });
    expect(await readFileSize('https://a.example.com/f', { fetchImpl: answer(weird) })).toBeNull();
  });
});
