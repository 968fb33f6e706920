import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination';

describe('paginationWindow (first, last, current ±1, ellipses)', () => {
  it('on the first page', () => {
    expect(paginationWindow(1, 50)).toEqual([1, 2, 'ellipsis', 50]);
  });
  it('on a middle page', () => {
    expect(paginationWindow(25, 50)).toEqual([1, 'ellipsis', 24, 25, 26, 'ellipsis', 50]);
  });
  it('on the last page', () => {
    expect(paginationWindow(50, 50)).toEqual([1, 'ellipsis', 49, 50]);
  });
  it('next to the ends, without an ellipsis for nothing', () => {
    expect(paginationWindow(2, 50)).toEqual([1, 2, 3, 'ellipsis', 50]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });
  it('with one or two pages', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
  });
  it('counts pages of a total, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
