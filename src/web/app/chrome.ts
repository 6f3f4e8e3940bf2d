/**
 * The boxes of the signed-in chrome, shared by the app (AppShell, AppHeader, SideNav, BottomNav,
 * MoreMenu) and the pre-rendered route shells (route-shell.tsx), so that both lay out the same at
 * every width and the swap from shell to page moves nothing (decisions 029, 030 and 040). Only what
 * decides a box is here; focus and hover styles stay with the interactive components.
 */
export const CHROME = {
  /** Phones and tablets: one column; from 1024 px the sidebar beside the content. */
  frame: 'min-h-dvh lg:flex',
  /** Bottom padding taller than the bottom bar and the assistant button above it (decision 029). */
  content: 'min-w-0 flex-1 pb-40 lg:pb-24',
  sidebar:
    'sticky top-0 hidden h-dvh w-60 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white lg:flex',
  sidebarBrand: 'mx-3 mt-3 mb-2 rounded-lg px-2 py-1 text-xl font-bold text-brand-800',
  sidebarNav: 'flex flex-col gap-4 px-3 pb-6',
  header: 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur',
  headerRow: 'mx-auto flex h-12 max-w-6xl items-center gap-1 px-2',
  /** The brand keeps its place from 1024 px (invisible), where the sidebar shows it. */
  headerBrand: 'mr-auto rounded-lg px-2 py-1 text-lg font-bold text-brand-800 lg:invisible',
  moreButton: 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 lg:hidden',
  bottomBar:
    'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden',
  bottomBarList: 'mx-auto flex max-w-3xl justify-around',
  bottomBarItem:
    'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] font-medium text-slate-600 sm:text-xs',
} as const;

/** Focus ring of the chrome's links and buttons. */
export const CHROME_FOCUS = 'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';
