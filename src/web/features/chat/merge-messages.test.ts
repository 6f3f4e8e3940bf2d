import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@common/chat';
import { mergeMessages } from './merge-messages';

const message = (id: string, createdAt: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: '00000000-0000-4000-8000-000000000001',
  senderId: 'u1',
  message: `mensaje ${id}`,
  isRead: false,
  status: 'sent',
  deliveredAt: null,
  attachmentUrl: null,
  attachmentType: null,
  attachmentName: null,
  createdAt,
  ...overrides,
});

describe('mergeMessages', () => {
  const a = message('a', '2026-03-05T10:00:00.000Z');
  const b = message('b', '2026-03-05T10:01:00.000Z');
  const c = message('c', '2026-03-05T10:02:00.000Z');

  it('adds new messages in order and shows a repeated one once', () => {
    expect(mergeMessages([a, c], [b]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages([a, b], [b, b]).map((m) => m.id)).toEqual(['a', 'b']);
    // A refetch after reconnecting returns the whole thread again.
    expect(mergeMessages([a, c], [a, b, c]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('orders equal timestamps by id, like the server', () => {
    const same = '2026-03-05T10:00:00.000Z';
    expect(mergeMessages([message('y', same)], [message('x', same)]).map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('applies status updates but never moves a status back', () => {
    const read = { ...b, status: 'read' as const, isRead: true };
    const merged = mergeMessages([a, b], [read]);
    expect(merged[1]).toMatchObject({ id: 'b', status: 'read', isRead: true });
    const late = mergeMessages(merged, [{ ...b, status: 'delivered' }]);
    expect(late[1]).toMatchObject({ status: 'read', isRead: true });
  });
});
