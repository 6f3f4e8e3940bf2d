import { format, formatDistanceToNow } from 'date-fns';
import { es } from 'date-fns/locale';

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** '05 mar 2026' */
export const formatDate = (value: Date | string) => format(toDate(value), 'dd MMM yyyy', { locale: es });
/** '05 mar 2026, 14:30' — the preparation format of SPEC §9. */
export const formatDateTime = (value: Date | string) => format(toDate(value), 'dd MMM yyyy, HH:mm', { locale: es });
/** '14:30' — message time. */
export const formatTime = (value: Date | string) => format(toDate(value), 'HH:mm', { locale: es });
/** 'hace 5 minutos' */
export const formatRelative = (value: Date | string) => formatDistanceToNow(toDate(value), { addSuffix: true, locale: es });
/** '5 de marzo de 2026' */
export const formatLongDate = (value: Date | string) => format(toDate(value), "d 'de' MMMM 'de' yyyy", { locale: es });
