import { describe, expect, it } from 'vitest';
import { expectedCode, TOOL, WINDOW_START } from '../../../../test/tools-access';
import { servedCode, servedFrom, servedWindow } from './served-code';

// Issue 19: "Novo código em 1 segundo" handed out a code about to die.
const at = (msIntoWindow: number) => WINDOW_START + msIntoWindow;
const served = (msIntoWindow: number) => servedCode(TOOL.totpSecret, at(msIntoWindow));

describe('the code handed out', () => {
  it('is the current window’s while more than 5 seconds of it remain', () => {
    expect(served(0)).toEqual({ code: expectedCode(TOOL.totpSecret, at(0)), secondsRemaining: 30 });
    expect(served(24_999)).toEqual({ code: expectedCode(TOOL.totpSecret, at(0)), secondsRemaining: 6 });
  });

  it('is the next window’s, counting down to that one’s end, when 5 seconds or fewer remain', () => {
    const next = expectedCode(TOOL.totpSecret, at(30_000));
    expect(next).not.toBe(expectedCode(TOOL.totpSecret, at(0)));
    expect(served(25_000)).toEqual({ code: next, secondsRemaining: 35 });
    expect(served(29_000)).toEqual({ code: next, secondsRemaining: 31 });
    expect(served(29_999)).toEqual({ code: next, secondsRemaining: 31 });
    expect(served(30_000)).toEqual({ code: next, secondsRemaining: 30 });
  });

  it('belongs to one serving window from 5 seconds before its own window to 5 seconds before the next', () => {
    const window = servedWindow(at(0));
    expect(servedFrom(window)).toBe(at(-5000));
    expect(servedWindow(at(-5001))).toBe(window - 1);
    expect(servedWindow(at(-5000))).toBe(window);
    expect(servedWindow(at(24_999))).toBe(window);
    expect(servedWindow(at(25_000))).toBe(window + 1);
  });
});
