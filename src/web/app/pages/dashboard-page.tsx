import { AdSlot } from '@web/features/ads/ad-slot';
import { DashboardPage } from '@web/features/dashboard/dashboard-page';

/** SPEC §2 /dashboard and /inicio with its ad slot (SPEC §8). */
export function DashboardWithAdPage() {
  return <DashboardPage ad={<AdSlot position="dashboard" />} />;
}
