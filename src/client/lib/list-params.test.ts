import { describe, expect, it } from 'vitest';
import { type ListChange, nextListParams, readListParams } from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));
const next = (query: string, change: ListChange) =>
  nextListParams(new URLSearchParams(query), change).toString();

describe('a list in the address (useListParams)', () => {
  it('reads the search and the page', () => {
    expect(read('busca=ana&pagina=3')).toEqual({ search: 'ana', page: 3 });
    expect(read('')).toEqual({ search: '', page: 1 });
  });

  it('reads a missing, broken or out-of-range page as page 1', () => {
    for (const query of ['pagina=', 'pagina=abc', 'pagina=0', 'pagina=-4']) expect(read(query).page).toBe(1);
  });

  it('writes the page, and page 1 as no parameter at all', () => {
    expect(next('busca=ana', { page: 4 })).toBe('busca=ana&pagina=4');
    expect(next('busca=ana&pagina=4', { page: 1 })).toBe('busca=ana');
  });

  it('starts a new search at page 1', () => {
    expect(next('busca=ana&pagina=4', { search: 'bia' })).toBe('busca=bia');
  });

  it('trims the search and drops an empty one', () => {
    expect(next('', { search: '  bia  ' })).toBe('busca=bia');
    expect(next('busca=ana&pagina=2', { search: '   ' })).toBe('');
  });

  it('keeps the other parameters of the address', () => {
    expect(next('tipo=video&pagina=2', { search: 'bia' })).toBe('tipo=video&busca=bia');
  });

  it('writes a filter beside the search and starts it at page 1', () => {
    expect(next('busca=ana&pagina=3', { filters: { status: 'expired' } })).toBe('busca=ana&status=expired');
    expect(next('status=expired&pagina=2', { filters: { status: 'never' } })).toBe('status=never');
  });

  it('sets or clears several filters at once', () => {
    expect(
      next('busca=ana&status=expiring&plano=anual&pagina=2', {
        filters: { status: '', plano: '', origem: 'kiwify' },
      }),
    ).toBe('busca=ana&origem=kiwify');
  });

  it('drops a cleared filter (Todos)', () => {
    expect(next('busca=ana&status=expired&pagina=2', { filters: { status: '' } })).toBe('busca=ana');
  });

  it('keeps the filter through a new search and a page change', () => {
    expect(next('status=expiring&pagina=2', { search: 'bia' })).toBe('status=expiring&busca=bia');
    expect(next('status=expiring', { page: 2 })).toBe('status=expiring&pagina=2');
  });
});
