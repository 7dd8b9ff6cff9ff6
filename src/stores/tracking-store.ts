import { logPageView } from '@/api/tracking';
import type { RouteName } from '@/routes';

/**
 * Page views (SPEC §7 POST /v1/js/log). Tracking must never disturb the visitor: the API call
 * swallows its own failures, and nothing here is observable.
 */
export class TrackingStore {
  constructor(private readonly userId: () => number | string | undefined) {}

  pageView(route: RouteName): void {
    void logPageView({ page: route, userId: this.userId() });
  }
}
