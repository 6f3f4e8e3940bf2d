import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Switch } from '@web/lib/router';
import { Spinner } from '@web/components/ui/spinner';
import { RouteErrorBoundary } from './route-error';
import { RequireAuth } from './require-auth';
import { HomeRoute } from './home-route';
import { SignalPageHydrated } from './page-hydrated';

/**
 * A page loaded on demand, as its own chunk (scripts/prerender-landing.mjs preloads the shells' ones by
 * module name). A chunk that fails to load throws into RouteErrorBoundary.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

/** The signed-in chrome (header, notifications, navigation) stays out of the landing's bundle. */
const AppLayout = lazy(() => import('./app-layout').then((module) => ({ default: module.AppLayout })));
const AuthPage = page(() => import('@web/features/auth/auth-page'), 'AuthPage');
const ChooseRolePage = page(() => import('@web/features/auth/choose-role-page'), 'ChooseRolePage');
/** An own-contact supplier's order, opened from its link without an account (decision 047). */
const SupplierLinkPage = page(() => import('./pages/supplier-link-page'), 'SupplierLinkWithNotFoundPage');
const ProfilePage = page(() => import('@web/features/profile/profile-page'), 'ProfilePage');
const DashboardPage = page(() => import('./pages/dashboard-page'), 'DashboardWithAdPage');
const ProductsPage = page(() => import('./pages/products-page'), 'ProductsWithAdPage');
const SuppliersPage = page(() => import('./pages/suppliers-page'), 'SuppliersWithAdPage');
const ScanReceiptPage = page(() => import('@web/features/receipts/scan-receipt-page'), 'ScanReceiptPage');
const InvoicesPage = page(() => import('@web/features/invoices/invoices-page'), 'InvoicesPage');
const WastePage = page(() => import('@web/features/waste/waste-page'), 'WastePage');
const ReportsPage = page(() => import('@web/features/reports/reports-page'), 'ReportsPage');
const AlertsPage = page(() => import('@web/features/alerts/alerts-page'), 'AlertsPage');
const MessagesPage = page(() => import('@web/features/chat/messages-page'), 'MessagesPage');
const NotificationsPage = page(() => import('@web/features/notifications/notifications-page'), 'NotificationsPage');
const OrdersPage = page(() => import('./pages/orders-page'), 'OrdersWithAdPage');
const SuggestedOrdersPage = page(() => import('@web/features/orders/suggested-orders-page'), 'SuggestedOrdersPage');
const NewOrderPage = page(() => import('@web/features/orders/new-order-page'), 'NewOrderPage');
const RestaurantSetupPage = page(() => import('@web/features/restaurant/restaurant-setup-page'), 'RestaurantSetupPage');
const RecipesPage = page(() => import('@web/features/recipes/recipes-page'), 'RecipesPage');
const RecipeCategoriesPage = page(() => import('@web/features/recipes/recipe-categories-page'), 'RecipeCategoriesPage');
const PreparationsPage = page(() => import('@web/features/recipes/preparations-page'), 'PreparationsPage');
const CulinarySchoolPage = page(
  () => import('@web/features/assistant/chef/culinary-school-page'),
  'CulinarySchoolPage',
);
const AdminPage = page(() => import('@web/features/admin/admin-page'), 'AdminPage');
const AdsPage = page(() => import('@web/features/ads/ads-page'), 'AdsPage');
const SupplierSetupPage = page(() => import('@web/features/suppliers/supplier-setup-page'), 'SupplierSetupPage');
const PricingPage = page(() => import('@web/features/billing/pricing-page'), 'PricingPage');
const SupplierDashboardPage = page(() => import('./pages/supplier-dashboard-page'), 'SupplierDashboardWithBillingPage');
const TestCheckoutPage = page(() => import('@web/features/billing/test-checkout-page'), 'TestCheckoutPage');
const TestPortalPage = page(() => import('@web/features/billing/test-portal-page'), 'TestPortalPage');
const MarketplacePage = page(() => import('./pages/marketplace-page'), 'MarketplaceWithContactPage');
const NotFoundPage = page(() => import('./not-found-page'), 'NotFoundPage');

/** The pages behind a session, in the signed-in chrome; several paths (Spanish and the older English ones) show the same page. */
const SIGNED_IN: Array<[string, ComponentType]> = [
  ['/perfil', ProfilePage],
  ['/dashboard', DashboardPage],
  ['/inicio', DashboardPage],
  ['/productos', ProductsPage],
  ['/proveedores', SuppliersPage],
  ['/escanear', ScanReceiptPage],
  ['/scan-receipt', ScanReceiptPage],
  ['/facturas', InvoicesPage],
  ['/merma', WastePage],
  ['/reportes', ReportsPage],
  ['/alertas', AlertsPage],
  ['/mensajes/:conversationId?', MessagesPage],
  ['/notificaciones', NotificationsPage],
  ['/ordenes', OrdersPage],
  ['/ordenes/sugerido', SuggestedOrdersPage],
  ['/ordenes/nueva', NewOrderPage],
  ['/nueva-orden', NewOrderPage],
  ['/restaurant/setup', RestaurantSetupPage],
  ['/recetario', RecipesPage],
  ['/categorias-recetas', RecipeCategoriesPage],
  ['/preparaciones', PreparationsPage],
  ['/escuela-culinaria', CulinarySchoolPage],
  ['/admin', AdminPage],
  ['/admin/anuncios', AdsPage],
  ['/proveedor/setup', SupplierSetupPage],
  ['/proveedor/precios', PricingPage],
  ['/supplier/pricing', PricingPage],
  ['/proveedor/dashboard', SupplierDashboardPage],
  ['/supplier/dashboard', SupplierDashboardPage],
  ['/pago-de-prueba', TestCheckoutPage],
  ['/portal-de-prueba', TestPortalPage],
  ['/marketplace', MarketplacePage],
];

/**
 * The app's routes (decision 060): wouter's <Switch> renders the first route whose path matches, behind
 * `@web/lib/router`. Pages load on demand so the landing page stays small; ./pages/ composes pages that
 * show two features' parts. BrowserRouter applies each navigation in a transition, so the current page
 * stays on screen while the next one's chunk loads; the spinner shows only on the first load (hidden
 * behind a route's pre-rendered shell, keep-shell.ts). Every signed-in route has the same key, so moving
 * between them keeps RequireAuth and AppLayout mounted and only the page changes.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The route table under whichever router holds the address (the browser's, or a fixed one on the server). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Spinner className="mx-auto mt-24" />}>
        <SignalPageHydrated>
          <Switch>
            <Route path="/">
              <HomeRoute />
            </Route>
            <Route path="/auth">
              <AuthPage />
            </Route>
            <Route path="/choose-role">
              <ChooseRolePage />
            </Route>
            <Route path="/pedido/:token">
              <SupplierLinkPage />
            </Route>
            {SIGNED_IN.map(([path, Page]) => (
              <Route key="signed-in" path={path}>
                <RequireAuth>
                  <AppLayout>
                    <Page />
                  </AppLayout>
                </RequireAuth>
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </SignalPageHydrated>
      </Suspense>
    </RouteErrorBoundary>
  );
}
