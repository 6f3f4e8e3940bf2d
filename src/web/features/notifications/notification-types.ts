import { Bell, MessageSquare, PackageX, ShoppingCart, TrendingUp } from 'lucide-react';
import type { NotificationType } from '@common/notifications';

/** Icons and colours by type (SPEC §2); text colours keep ≥ 4.5:1 on their background. */
export const NOTIFICATION_STYLES: Record<NotificationType, { icon: typeof Bell; label: string; className: string }> = {
  message: { icon: MessageSquare, label: 'Mensaje', className: 'bg-blue-100 text-blue-800' },
  price_change: { icon: TrendingUp, label: 'Cambio de precio', className: 'bg-amber-100 text-amber-900' },
  order: { icon: ShoppingCart, label: 'Orden', className: 'bg-brand-100 text-brand-800' },
  low_stock: { icon: PackageX, label: 'Stock bajo', className: 'bg-red-100 text-red-800' },
  other: { icon: Bell, label: 'Aviso', className: 'bg-slate-100 text-slate-800' },
};
