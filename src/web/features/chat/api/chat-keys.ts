/** Everything under ['chat'] belongs to the chat feature; invalidate the narrowest key that changed. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  thread: (id: string, search: string) => ['chat', 'messages', id, search] as const,
  unread: ['chat', 'unread'] as const,
};
