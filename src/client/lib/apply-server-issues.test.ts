import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { applyServerIssues } from './apply-server-issues';

describe('applyServerIssues', () => {
  const collect = (error: unknown, fields: string[]) => {
    const calls: [string, string][] = [];
    applyServerIssues(error, (name, { message }) => calls.push([name, message ?? '']), fields);
    return calls;
  };

  it('puts each issue naming a form field under that field', () => {
    const error = new ApiError(400, 'O nome é obrigatório.', [
      { path: 'name', message: 'O nome é obrigatório.' },
      { path: 'links.0', message: 'Por favor, insira um link válido.' },
      { path: 'elsewhere', message: 'not a field of this form' },
    ]);
    expect(collect(error, ['name', 'links'])).toEqual([
      ['name', 'O nome é obrigatório.'],
      ['links.0', 'Por favor, insira um link válido.'],
    ]);
  });

  it('leaves the form alone for failures that are not the API explaining', () => {
    expect(collect(new Error('offline'), ['name'])).toEqual([]);
    expect(collect(new ApiError(500, 'Erro inesperado'), ['name'])).toEqual([]);
  });
});
