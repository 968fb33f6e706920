import { useSyncExternalStore } from 'react';
import { TOAST } from '../../shared/constants';

type ToastData = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
};

// Toasts: one visible at a time; a new one replaces the old.
let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(data: Omit<ToastData, 'id'>) {
  toasts = [{ ...data, id: nextId++ }, ...toasts].slice(0, TOAST.limit);
  emit();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
