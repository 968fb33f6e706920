import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerIssues } from './apply-server-issues';
import { notifyError } from './notify-error';

/** What the hook needs of a TanStack mutation (`useSignIn()`, `useUpdateProfile()`…). */
type Mutation<TVariables, TResult> = {
  mutateAsync: (variables: TVariables) => Promise<TResult>;
  isPending: boolean;
};

type FormSchema = z.ZodType<FieldValues, FieldValues>;

type BaseOptions<TSchema extends FormSchema, TVariables, TResult> = {
  /** The shared zod schema the server validates with (one schema per rule). */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  mutation: Mutation<TVariables, TResult>;
  /** The submit button's text, idle and while the request runs ("Entrando..."). */
  labels: { idle: string; busy: string };
  /** Title of the error toast; the description is the server's pt-BR message. */
  errorTitle: string;
  /** Description when the server did not explain (network, 5xx); "Erro inesperado" otherwise. */
  errorFallback?: string;
  onSuccess?: (result: TResult, values: z.output<TSchema>) => void;
  /** Runs after the error toast, for screens that change state on a failure. */
  onError?: (error: unknown) => void;
  /** Empties the form after a success (sign-up, password change). */
  resetOnSuccess?: boolean;
};

// The request body defaults to the validated values; a form with extra fields (a confirmation)
// must say how to build the body.
type FormSubmitOptions<TSchema extends FormSchema, TVariables, TResult> = BaseOptions<
  TSchema,
  TVariables,
  TResult
> &
  (z.output<TSchema> extends TVariables
    ? { toVariables?: (values: z.output<TSchema>) => TVariables }
    : { toVariables: (values: z.output<TSchema>) => TVariables });

type FormSubmit<TSchema extends FormSchema> = {
  form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  errors: UseFormReturn<z.input<TSchema>>['formState']['errors'];
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  submitLabel: string;
};

/**
 * The scaffold every form shares: react-hook-form with the shared zod schema, one submit that
 * runs the mutation, the busy label, and failures as a toast (plus the server's per-field
 * issues under their fields). Screens keep only their fields and what a success means.
 */
export function useFormSubmit<TSchema extends FormSchema, TVariables, TResult>(
  options: FormSubmitOptions<TSchema, TVariables, TResult>,
): FormSubmit<TSchema> {
  const { schema, defaultValues, mutation, labels, errorTitle, errorFallback, resetOnSuccess } = options;
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const variables = options.toVariables ? options.toVariables(values) : (values as TVariables);
    let result: TResult;
    try {
      result = await mutation.mutateAsync(variables);
    } catch (error) {
      applyServerIssues(error, form.setError, Object.keys(form.getValues()));
      notifyError(errorTitle, error, errorFallback);
      options.onError?.(error);
      return;
    }
    if (resetOnSuccess) form.reset();
    options.onSuccess?.(result, values);
  });

  return {
    form,
    errors: form.formState.errors,
    onSubmit,
    busy: mutation.isPending,
    submitLabel: mutation.isPending ? labels.busy : labels.idle,
  };
}
