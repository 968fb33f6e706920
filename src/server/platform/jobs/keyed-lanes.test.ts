import { describe, expect, it } from 'vitest';
import { inGroups, keyedLanes, runLanes } from './keyed-lanes';

type Row = { id: string; keys: string[] };
const row = (id: string, ...keys: string[]): Row => ({ id, keys });
const ids = (lanes: Row[][]) => lanes.map((lane) => lane.map((r) => r.id));

describe('keyedLanes', () => {
  it('keeps rows sharing a key in one lane, in order; the others apart', () => {
    const rows = [
      row('compra-ana', 'email:ana', 'tx:1'),
      row('compra-bia', 'email:bia', 'tx:2'),
      row('reembolso-ana', 'email:ana', 'tx:1'),
      row('sem-chave'),
      row('compra-bia-de-novo', 'email:bia', 'tx:3'),
    ];
    expect(ids(keyedLanes(rows, (r) => r.keys))).toEqual([
      ['compra-ana', 'reembolso-ana'],
      ['compra-bia', 'compra-bia-de-novo'],
      ['sem-chave'],
    ]);
  });

  it('joins lanes through a row naming keys of both (a renewal under another e-mail)', () => {
    const rows = [
      row('a', 'email:ana', 'sub:9'),
      row('b', 'email:outro'),
      row('c', 'email:outro', 'sub:9'),
      row('d', 'email:ze'),
    ];
    expect(ids(keyedLanes(rows, (r) => r.keys))).toEqual([['a', 'b', 'c'], ['d']]);
  });
});

describe('runLanes', () => {
  it('runs lanes side by side, at most `concurrency` at once, each in order', async () => {
    const lanes = [['a1', 'a2'], ['b1'], ['c1', 'c2'], ['d1']];
    const done: string[] = [];
    let running = 0;
    let most = 0;
    await runLanes(lanes, 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running--;
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual(['a1', 'a2', 'b1', 'c1', 'c2', 'd1']);
    for (const lane of lanes) {
      const places = lane.map((item) => done.indexOf(item));
      expect(places).toEqual([...places].sort((x, y) => x - y));
    }
  });

  it('finishes the other lanes before throwing the first failure', async () => {
    const done: string[] = [];
    const failing = runLanes([['x'], ['y1', 'y2']], 2, async (item) => {
      await new Promise((resolve) => setTimeout(resolve, item === 'x' ? 1 : 5));
      if (item === 'x') throw new Error('falhou');
      done.push(item);
    });
    await expect(failing).rejects.toThrow('falhou');
    expect(done).toEqual(['y1', 'y2']);
  });

  it('groups whole lanes, in order, into groups of at least the size asked', () => {
    const lanes = [['a1', 'a2', 'a3'], ['b1'], ['c1'], ['d1', 'd2'], ['e1']];
    expect(inGroups(lanes, 2)).toEqual([['a1', 'a2', 'a3'], ['b1', 'c1'], ['d1', 'd2'], ['e1']]);
    expect(inGroups(lanes, 1)).toEqual(lanes);
    expect(inGroups([], 4)).toEqual([]);
  });
});
