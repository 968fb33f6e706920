import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderHookOnce } from '../test/render-hook-once';
import { ApiError } from './api';
import { toast } from './toast-store';
import { useFormSubmit } from './use-form-submit';

vi.mock('./toast-store', () => ({ toast: vi.fn() }));

const schema = z.object({
  name: z.string().min(1, 'Informe o nome.'),
  email: z.string().min(1, 'Informe o email.'),
});

function renderForm(mutateAsync: (values: z.output<typeof schema>) => Promise<unknown>, isPending = false) {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const submit = renderHookOnce(() =>
    useFormSubmit({
      schema,
      defaultValues: { name: 'Ana', email: 'ana@example.com' },
      mutation: { mutateAsync, isPending },
      labels: { idle: 'Salvar', busy: 'Salvando...' },
      errorTitle: 'Erro ao salvar',
      errorFallback: 'Não foi possível salvar.',
      onSuccess,
      onError,
    }),
  );
  return { submit, onSuccess, onError };
}

describe('useFormSubmit', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('sends the validated values and hands the result to onSuccess', async () => {
    const mutateAsync = vi.fn(async () => ({ saved: true }));
    const { submit, onSuccess, onError } = renderForm(mutateAsync);
    await submit.onSubmit();
    expect(mutateAsync).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    expect(onSuccess).toHaveBeenCalledWith({ saved: true }, { name: 'Ana', email: 'ana@example.com' });
    expect(onError).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("puts the server's per-field issues under their fields and shows the toast under the form's title", async () => {
    const error = new ApiError(400, 'Este email já está em uso.', [
      { path: 'email', message: 'Este email já está em uso.' },
      { path: 'plan', message: 'not a field of this form' },
    ]);
    const { submit, onSuccess, onError } = renderForm(() => Promise.reject(error));
    await submit.onSubmit();
    expect(submit.form.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'Este email já está em uso.',
    });
    expect(submit.form.getFieldState('name').error).toBeUndefined();
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Erro ao salvar',
      description: 'Este email já está em uso.',
      variant: 'destructive',
    });
    expect(onError).toHaveBeenCalledWith(error);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("shows the form's fallback when the server did not explain (network, 5xx)", async () => {
    const { submit } = renderForm(() => Promise.reject(new ApiError(0, 'offline')));
    await submit.onSubmit();
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Erro ao salvar',
      description: 'Não foi possível salvar.',
      variant: 'destructive',
    });
  });

  it('sends nothing while the shared schema refuses the values', async () => {
    const mutateAsync = vi.fn(async () => ({}));
    const { submit } = renderForm(mutateAsync);
    submit.form.setValue('name', '');
    await submit.onSubmit();
    expect(mutateAsync).not.toHaveBeenCalled();
    expect(submit.form.getFieldState('name').error?.message).toBe('Informe o nome.');
  });

  it('labels the submit button by the request in flight', () => {
    expect(renderForm(vi.fn()).submit).toMatchObject({ busy: false, submitLabel: 'Salvar' });
    expect(renderForm(vi.fn(), true).submit).toMatchObject({ busy: true, submitLabel: 'Salvando...' });
  });
});
