import { createBrowserRouter } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { RouteError } from './route-error';
import { RequireAuth } from './require-auth';
import { HomeRoute } from './home-route';

/** Pages load on demand so the landing page stays small; ./pages/ composes pages that show two features' parts. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads (and keeps React Router from warning about it).
    hydrateFallbackElement: <Spinner className="mx-auto mt-24" />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/auth', lazy: async () => ({ Component: (await import('@web/features/auth/auth-page')).AuthPage }) },
      {
        path: '/choose-role',
        lazy: async () => ({ Component: (await import('@web/features/auth/choose-role-page')).ChooseRolePage }),
      },
      {
        // An own-contact supplier's order, opened from its link without an account (decision 047).
        path: '/pedido/:token',
        lazy: async () => ({ Component: (await import('./pages/supplier-link-page')).SupplierLinkWithNotFoundPage }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in chrome (header, notifications, navigation) stays out of the landing's bundle.
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            children: [
              {
                path: '/perfil',
                lazy: async () => ({ Component: (await import('@web/features/profile/profile-page')).ProfilePage }),
              },
              ...['/dashboard', '/inicio'].map((path) => ({
                path,
                lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardWithAdPage }),
              })),
              {
                path: '/productos',
                lazy: async () => ({ Component: (await import('./pages/products-page')).ProductsWithAdPage }),
              },
              {
                path: '/proveedores',
                lazy: async () => ({ Component: (await import('./pages/suppliers-page')).SuppliersWithAdPage }),
              },
              ...['/escanear', '/scan-receipt'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('@web/features/receipts/scan-receipt-page')).ScanReceiptPage,
                }),
              })),
              {
                path: '/facturas',
                lazy: async () => ({ Component: (await import('@web/features/invoices/invoices-page')).InvoicesPage }),
              },
              {
                path: '/merma',
                lazy: async () => ({ Component: (await import('@web/features/waste/waste-page')).WastePage }),
              },
              {
                path: '/reportes',
                lazy: async () => ({ Component: (await import('@web/features/reports/reports-page')).ReportsPage }),
              },
              {
                path: '/alertas',
                lazy: async () => ({ Component: (await import('@web/features/alerts/alerts-page')).AlertsPage }),
              },
              {
                path: '/mensajes/:conversationId?',
                lazy: async () => ({ Component: (await import('@web/features/chat/messages-page')).MessagesPage }),
              },
              {
                path: '/notificaciones',
                lazy: async () => ({
                  Component: (await import('@web/features/notifications/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: '/ordenes',
                lazy: async () => ({ Component: (await import('./pages/orders-page')).OrdersWithAdPage }),
              },
              {
                path: '/ordenes/sugerido',
                lazy: async () => ({
                  Component: (await import('@web/features/orders/suggested-orders-page')).SuggestedOrdersPage,
                }),
              },
              ...['/ordenes/nueva', '/nueva-orden'].map((path) => ({
                path,
                lazy: async () => ({ Component: (await import('@web/features/orders/new-order-page')).NewOrderPage }),
              })),
              {
                path: '/restaurant/setup',
                lazy: async () => ({
                  Component: (await import('@web/features/restaurant/restaurant-setup-page')).RestaurantSetupPage,
                }),
              },
              {
                path: '/recetario',
                lazy: async () => ({ Component: (await import('@web/features/recipes/recipes-page')).RecipesPage }),
              },
              {
                path: '/categorias-recetas',
                lazy: async () => ({
                  Component: (await import('@web/features/recipes/recipe-categories-page')).RecipeCategoriesPage,
                }),
              },
              {
                path: '/preparaciones',
                lazy: async () => ({
                  Component: (await import('@web/features/recipes/preparations-page')).PreparationsPage,
                }),
              },
              {
                path: '/escuela-culinaria',
                lazy: async () => ({
                  Component: (await import('@web/features/assistant/chef/culinary-school-page')).CulinarySchoolPage,
                }),
              },
              {
                path: '/admin',
                lazy: async () => ({ Component: (await import('@web/features/admin/admin-page')).AdminPage }),
              },
              {
                path: '/admin/anuncios',
                lazy: async () => ({ Component: (await import('@web/features/ads/ads-page')).AdsPage }),
              },
              {
                path: '/proveedor/setup',
                lazy: async () => ({
                  Component: (await import('@web/features/suppliers/supplier-setup-page')).SupplierSetupPage,
                }),
              },
              ...['/proveedor/precios', '/supplier/pricing'].map((path) => ({
                path,
                lazy: async () => ({ Component: (await import('@web/features/billing/pricing-page')).PricingPage }),
              })),
              ...['/proveedor/dashboard', '/supplier/dashboard'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('./pages/supplier-dashboard-page')).SupplierDashboardWithBillingPage,
                }),
              })),
              {
                path: '/pago-de-prueba',
                lazy: async () => ({
                  Component: (await import('@web/features/billing/test-checkout-page')).TestCheckoutPage,
                }),
              },
              {
                path: '/portal-de-prueba',
                lazy: async () => ({
                  Component: (await import('@web/features/billing/test-portal-page')).TestPortalPage,
                }),
              },
              {
                path: '/marketplace',
                lazy: async () => ({
                  Component: (await import('./pages/marketplace-page')).MarketplaceWithContactPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
]);
