import { createBrowserRouter } from 'react-router';
import { RouteError } from './route-error';
import { RequireAuth } from './require-auth';
import { AppLayout } from './app-layout';
import { HomeRoute } from './home-route';

/** Pages load on demand so the landing page stays small. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/auth', lazy: async () => ({ Component: (await import('@web/features/auth/auth-page')).AuthPage }) },
      {
        path: '/choose-role',
        lazy: async () => ({ Component: (await import('@web/features/auth/choose-role-page')).ChooseRolePage }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/perfil', lazy: async () => ({ Component: (await import('@web/features/profile/profile-page')).ProfilePage }) },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
]);
