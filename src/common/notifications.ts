import { z } from 'zod';

export const NOTIFICATION_TYPES = ['message', 'price_change', 'order', 'low_stock', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** SPEC §9: at most 50 notifications are listed. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
