/**
 * The app's router (decision 060): wouter's route matching and links behind the API the app used from
 * react-router. Only this folder imports wouter (ESLint's no-restricted-imports).
 */
export { Route, Switch, useParams, useSearchParams } from 'wouter';
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  useLocation,
  useNavigate,
  type AppLocation,
  type NavigateFunction,
  type NavigateOptions,
} from './location';
export { Link, Navigate, NavLink, type LinkProps } from './links';
