/**
 * Handlers never check the caller by hand: no `requireUser`, no `request.userId`, no raw
 * `request.actor`. The audience's hook has admitted the caller; read it with actorOf/callerOf.
 */
const REQUEST = new Set(['request', 'req']);

export const noHandAuth = {
  meta: {
    type: 'problem',
    docs: { description: 'The caller comes from the audience (actorOf/callerOf), never checked by hand' },
    messages: {
      requireUser: 'requireUser is gone: declare the route in an audience and read the caller with actorOf(request).',
      raw: 'Read the caller with actorOf(request) (signed-in audiences) or callerOf(request) (public), not request.{{name}}.',
    },
    schema: [],
  },
  create(context) {
    return {
      Identifier(node) {
        // An import specifier holds the name twice (imported and local): report it once.
        if (node.parent.type === 'ImportSpecifier' && node !== node.parent.local) return;
        if (node.name === 'requireUser') context.report({ node, messageId: 'requireUser' });
      },
      MemberExpression(node) {
        const { object, property } = node;
        if (
          object.type === 'Identifier' &&
          REQUEST.has(object.name) &&
          property.type === 'Identifier' &&
          (property.name === 'userId' || property.name === 'actor')
        ) {
          context.report({ node, messageId: 'raw', data: { name: property.name } });
        }
      },
    };
  },
};
