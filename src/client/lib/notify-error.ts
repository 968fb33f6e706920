import { ApiError, SessionEndedError } from './api';
import { toast } from './toast-store';

/**
 * A failure the server explained shows its pt-BR message under the screen's title;
 * anything else (network, 5xx) shows the screen's fallback under that title when it has one
 * ("Erro ao alterar senha"), else "Erro inesperado / Tente novamente mais tarde". An ended session
 * says nothing here: the sign-in page it leads to explains it.
 */
export function notifyError(title: string, error: unknown, fallback?: string) {
  if (error instanceof SessionEndedError) return;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    toast({ title, description: error.message, variant: 'destructive' });
  } else if (fallback) {
    toast({ title, description: fallback, variant: 'destructive' });
  } else {
    toast({ title: 'Erro inesperado', description: 'Tente novamente mais tarde.', variant: 'destructive' });
  }
}
