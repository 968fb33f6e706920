import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

type ProbeProps = { hook: () => unknown; onResult: (value: unknown) => void };

function Probe({ hook, onResult }: ProbeProps) {
  onResult(hook());
  return null;
}

/**
 * Runs a hook once through React's server renderer and returns what it returned, so a hook
 * that reads state and hands back callbacks is tested without a DOM. No effect runs and nothing
 * re-renders: read later state from what the hook returned (a form's getFieldState…).
 */
export function renderHookOnce<T>(
  hook: () => T,
  wrap: (probe: ReactNode) => ReactNode = (probe) => probe,
): T {
  let result: { value: T } | undefined;
  const onResult = (value: unknown) => {
    result = { value: value as T };
  };
  renderToString(wrap(createElement(Probe, { hook, onResult })));
  if (!result) throw new Error('The hook did not run.');
  return result.value;
}
