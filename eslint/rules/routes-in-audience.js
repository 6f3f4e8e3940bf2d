/**
 * Every route of src/server/features is declared inside an audience (`memberAudience(async (app) => …)`),
 * whose hook admits the caller before the handler runs, so no route can forget the check. On a public
 * route `actorOf` would fail at run time: there the caller is optional (`callerOf`).
 */
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const AUDIENCE = /Audience$/;

const isPath = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/')) ||
  (node?.type === 'TemplateLiteral' && node.quasis[0].value.cooked.startsWith('/'));

/** A route declaration: `app.get('/api/…', …)`, `app.route({ url })`, or a `register…Routes(app, …)` helper. */
function isRouteDeclaration(node) {
  const { callee } = node;
  if (callee.type === 'Identifier') return /^register\w*Routes$/.test(callee.name);
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  if (METHODS.has(callee.property.name)) return isPath(node.arguments[0]);
  return (
    callee.property.name === 'route' &&
    node.arguments[0]?.type === 'ObjectExpression' &&
    node.arguments[0].properties.some((p) => p.key?.name === 'url')
  );
}

/** The name of the audience whose routes callback lexically encloses the node, or null. */
function enclosingAudience(context, node) {
  for (const ancestor of [...context.sourceCode.getAncestors(node)].reverse()) {
    const parent = ancestor.parent;
    const isFunction = ancestor.type === 'ArrowFunctionExpression' || ancestor.type === 'FunctionExpression';
    if (
      isFunction &&
      parent?.type === 'CallExpression' &&
      parent.arguments.includes(ancestor) &&
      parent.callee.type === 'Identifier' &&
      AUDIENCE.test(parent.callee.name)
    ) {
      return parent.callee.name;
    }
  }
  return null;
}

export const routesInAudience = {
  meta: {
    type: 'problem',
    docs: { description: 'Routes are declared inside an audience, whose hook admits the caller' },
    messages: {
      outside:
        'Declare this route inside an audience (publicAudience, memberAudience, restaurantAudience, supplierAudience, adminAudience) from platform/audience.',
      publicActor:
        'A public route has no signed-in actor: use callerOf(request), or move the route to a signed-in audience.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isRouteDeclaration(node)) {
          if (!enclosingAudience(context, node)) context.report({ node, messageId: 'outside' });
        } else if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'actorOf' &&
          enclosingAudience(context, node) === 'publicAudience'
        ) {
          context.report({ node, messageId: 'publicActor' });
        }
      },
    };
  },
};
