import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { RouteErrorBoundary } from './route-error';
import { RequireAuth } from './require-auth';
import { HomeRoute } from './home-route';

/**
 * A page loaded on demand, as its own chunk (scripts/prerender-landing.mjs preloads the shells' ones by
 * module name). A chunk that fails to load throws into RouteErrorBoundary.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

/** The signed-in chrome (header, notifications, navigation) stays out of the landing's bundle. */
const AppLayout = page(() => import('./app-layout'), 'AppLayout');
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

/** Several paths (Spanish and the older English ones) show the same page. */
const paths = (list: string[], element: ReactNode) =>
  list.map((path) => <Route key={path} path={path} element={element} />);

/**
 * The app's routes in react-router's declarative mode (decision 060: the data router's API cost ≈ 17 KB gzip
 * more and the app used none of it). Pages load on demand so the landing page stays small; ./pages/
 * composes pages that show two features' parts. BrowserRouter renders each navigation in a transition, so
 * the current page stays on screen while the next one's chunk loads; the spinner shows only on the first
 * load (hidden behind a route's pre-rendered shell, keep-shell.ts).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<Spinner className="mx-auto mt-24" />}>
          <Routes>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/choose-role" element={<ChooseRolePage />} />
            <Route path="/pedido/:token" element={<SupplierLinkPage />} />
            <Route element={<RequireAuth />}>
              <Route element={<AppLayout />}>
                <Route path="/perfil" element={<ProfilePage />} />
                {paths(['/dashboard', '/inicio'], <DashboardPage />)}
                <Route path="/productos" element={<ProductsPage />} />
                <Route path="/proveedores" element={<SuppliersPage />} />
                {paths(['/escanear', '/scan-receipt'], <ScanReceiptPage />)}
                <Route path="/facturas" element={<InvoicesPage />} />
                <Route path="/merma" element={<WastePage />} />
                <Route path="/reportes" element={<ReportsPage />} />
                <Route path="/alertas" element={<AlertsPage />} />
                <Route path="/mensajes/:conversationId?" element={<MessagesPage />} />
                <Route path="/notificaciones" element={<NotificationsPage />} />
                <Route path="/ordenes" element={<OrdersPage />} />
                <Route path="/ordenes/sugerido" element={<SuggestedOrdersPage />} />
                {paths(['/ordenes/nueva', '/nueva-orden'], <NewOrderPage />)}
                <Route path="/restaurant/setup" element={<RestaurantSetupPage />} />
                <Route path="/recetario" element={<RecipesPage />} />
                <Route path="/categorias-recetas" element={<RecipeCategoriesPage />} />
                <Route path="/preparaciones" element={<PreparationsPage />} />
                <Route path="/escuela-culinaria" element={<CulinarySchoolPage />} />
                <Route path="/admin" element={<AdminPage />} />
                <Route path="/admin/anuncios" element={<AdsPage />} />
                <Route path="/proveedor/setup" element={<SupplierSetupPage />} />
                {paths(['/proveedor/precios', '/supplier/pricing'], <PricingPage />)}
                {paths(['/proveedor/dashboard', '/supplier/dashboard'], <SupplierDashboardPage />)}
                <Route path="/pago-de-prueba" element={<TestCheckoutPage />} />
                <Route path="/portal-de-prueba" element={<TestPortalPage />} />
                <Route path="/marketplace" element={<MarketplacePage />} />
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
