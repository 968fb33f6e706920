import { Component, type ReactNode, Suspense } from 'react';
import { onReconnect } from '../lib/connection';
import { ChunkLoadError, retryFailedChunks } from '../lib/resilient-lazy';
import { LoadErrorView } from './query-state';

export const SCREEN_LOAD_ERROR =
  'Não foi possível carregar esta tela. Verifique sua conexão e tente de novo.';

type Props = {
  children: ReactNode;
  /** Shown instead of the error state (null: nothing, for a part the page can do without a while). */
  fallback?: ReactNode;
  /** A change (the route's path) clears the error: the next screen is tried afresh. */
  resetKey?: unknown;
};

/**
 * Catches a lazily loaded chunk that did not arrive (resilient-lazy.ts): shows the app's error
 * state with "Tentar novamente", and tries again by itself once the server answers. Any other
 * error passes on.
 */
export class ChunkBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };
  private stopWatching = () => {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidMount() {
    this.stopWatching = onReconnect(this.retry);
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey) this.retry();
  }

  componentWillUnmount() {
    this.stopWatching();
  }

  retry = () => {
    if (!this.state.error) return;
    retryFailedChunks();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Not a chunk: the boundary above deals with it.
    if (!(error instanceof ChunkLoadError)) throw error;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <LoadErrorView message={SCREEN_LOAD_ERROR} retrying={false} onRetry={this.retry} />;
  }
}

/** A lazily loaded part the page does without until it arrives: nothing while loading or failed. */
export function OptionalChunk({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}
