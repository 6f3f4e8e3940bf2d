import { AdSlot } from '@web/features/ads/ad-slot';
import { DashboardPage } from '@web/features/dashboard/dashboard-page';
import { WeekSummaryCard } from '@web/features/reports/week-summary-card';
import { useSession } from '@web/lib/session';

/** SPEC §2 /dashboard and /inicio with its ad slot (SPEC §8) and, for a restaurant, the week's figures of /reportes. */
export function DashboardWithAdPage() {
  const { user } = useSession();
  const restaurant = user?.roles.includes('restaurant_owner') && user.role !== 'supplier_vendor';
  return <DashboardPage ad={<AdSlot position="dashboard" />} week={restaurant ? <WeekSummaryCard /> : undefined} />;
}
