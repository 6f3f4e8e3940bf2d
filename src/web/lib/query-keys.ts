import type { AdPosition } from '@common/ads';
import { sessionKey } from './session';

/**
 * Every query key of the web app (decision 025). A feature's queries take their keys from here and
 * its mutations name what they make stale (`meta: { invalidates }`), so no feature imports another's
 * keys. Invalidating a key also invalidates every key that starts with it.
 */
export const queryKeys = {
  session: sessionKey,
  profile: ['profile'],
  restaurant: ['restaurant'],
  dashboard: ['dashboard'],
  admin: {
    all: ['admin'],
    audit: ['admin', 'audit'],
    isAdmin: ['admin', 'is-admin'],
    stats: ['admin', 'stats'],
    users: ['admin', 'users'],
  },
  ads: {
    all: ['ads'],
    admin: ['ads', 'admin'],
    slot: (position: AdPosition) => ['ads', 'slot', position] as const,
  },
  alerts: {
    all: ['alerts'],
    list: ['alerts', 'list'],
    unreadCount: ['alerts', 'unread-count'],
  },
  billing: {
    plans: ['billing', 'plans'],
    subscription: ['billing', 'subscription'],
  },
  chat: {
    all: ['chat'],
    conversations: ['chat', 'conversations'],
    conversation: (id: string) => ['chat', 'conversation', id] as const,
    messages: (id: string) => ['chat', 'messages', id] as const,
    thread: (id: string, search: string) => ['chat', 'messages', id, search] as const,
    unread: ['chat', 'unread'],
  },
  contacts: { all: ['contacts'] },
  invoices: {
    all: ['invoices'],
    month: (month: string) => ['invoices', 'month', month] as const,
  },
  reports: {
    all: ['reports'],
    /** One report of /reportes by its path and query ('spend', 'period=this_week&interval=week'). */
    report: (name: string, query: string) => ['reports', name, query] as const,
  },
  waste: {
    all: ['waste'],
    month: (month: string) => ['waste', 'month', month] as const,
  },
  marketplace: {
    all: ['marketplace'],
    cart: ['marketplace', 'cart'],
    categories: ['marketplace', 'categories'],
    listings: <Filters extends object>(filters: Filters) => ['marketplace', 'products', filters] as const,
  },
  notifications: {
    all: ['notifications'],
    list: ['notifications', 'list'],
    unreadCount: ['notifications', 'unread-count'],
  },
  orders: {
    all: ['orders'],
    list: ['orders', 'list'],
    detail: (id: string) => ['orders', 'detail', id] as const,
    link: (id: string) => ['orders', 'link', id] as const,
    suggested: (days: number) => ['orders', 'suggested', days] as const,
  },
  /** The one order a supplier's link opens (decision 047), read without a session. */
  orderLink: (token: string) => ['order-link', token] as const,
  preparations: { all: ['preparations'] },
  products: {
    all: ['products'],
    list: <Filters extends object>(filters: Filters) => ['products', 'list', filters] as const,
    pages: <Filters extends object>(filters: Filters) => ['products', 'pages', filters] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    movements: (id: string) => ['products', 'movements', id] as const,
    priceComparison: (id: string) => ['products', 'price-comparison', id] as const,
    branches: (id: string) => ['products', 'branches', id] as const,
  },
  recipeCategories: { all: ['recipe-categories'] },
  recipes: { all: ['recipes'] },
  supplier: {
    all: ['supplier'],
    company: ['supplier', 'company'],
    catalogue: ['supplier', 'products'],
    inbox: ['supplier', 'orders'],
    stats: ['supplier', 'stats'],
  },
} as const;

type KeysIn<T> = T extends readonly unknown[]
  ? T
  : T extends (...args: never[]) => infer Key
    ? Key
    : T extends object
      ? { [Name in keyof T]: KeysIn<T[Name]> }[keyof T]
      : never;

/** Any key of the registry; a key that is not in it does not compile as a mutation's `invalidates`. */
export type RegisteredKey = KeysIn<typeof queryKeys>;

/** A change to products or contacts: lists, details, the dashboard figures and the alerts (a price change writes one). */
export const inventoryChange = [
  queryKeys.products.all,
  queryKeys.contacts.all,
  queryKeys.dashboard,
  queryKeys.alerts.all,
  queryKeys.reports.all,
] as const satisfies readonly RegisteredKey[];

/** A change to orders: their lists and details, and the dashboard's pending-order count. */
export const orderChange = [
  queryKeys.orders.all,
  queryKeys.dashboard,
  queryKeys.reports.all,
] as const satisfies readonly RegisteredKey[];
