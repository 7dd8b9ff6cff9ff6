import { ListState } from '@/shared/ui/list-state';

export interface ReloadState {
  loading: boolean;
  error?: unknown;
}

/**
 * The line above account data that is being read again: loading, or the failure with a retry.
 * What was shown before stays underneath, so the list footer is asked as for a list that has
 * items and more to come, which says nothing once the data is in.
 */
export function ReloadStatus({ state, onRetry }: { state: ReloadState; onRetry: () => void }) {
  return (
    <ListState loading={state.loading} count={1} hasMore error={state.error} onRetry={onRetry} />
  );
}
