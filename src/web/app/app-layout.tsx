import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

/** Signed-in pages: content above a fixed bottom navigation. */
export function AppLayout() {
  return (
    <div className="min-h-screen pb-24">
      <AppHeader />
      <Outlet />
      <BottomNav />
    </div>
  );
}
