import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SessionEndedError } from './api';
import { notifyError } from './notify-error';
import { toast } from './toast-store';

vi.mock('./toast-store', () => ({ toast: vi.fn() }));

describe('notifyError', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('says nothing of an ended session: the sign-in page explains it', () => {
    notifyError('Erro ao gerar código', new SessionEndedError(401, 'Faça login para continuar.'));
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows sign-in's own 401 (wrong credentials)", () => {
    notifyError('Erro ao fazer login', new ApiError(401, 'Email ou senha incorretos.'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Erro ao fazer login',
      description: 'Email ou senha incorretos.',
      variant: 'destructive',
    });
  });
});
