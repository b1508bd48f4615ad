// ESLint rule: a title plugin changes kernel-owned parts of the game state only through kernel operations
// (addContinuousEffect, addReplacement, addDelayedTrigger, addPending, pushStackItem, moveCard, eraseCard…),
// never by writing them itself. For `state.<part>`, `state.<part>[key]` and `state.<part>.<prop>` (through
// `ctx.state` or any `<x>.state`) it flags assignment, `delete`, `++`/`--`, and calls of array-mutating
// methods. A card's own fields (`state.cards[id].status[…]`) are not kernel-owned parts. It reads syntax
// only (no type information): a write through another name (`const list = state.zones[k]; list.pop()`) is
// not seen, so the kernel operations are the documented way and review covers the rest.

/** The parts of `GameState` only the kernel writes. */
export const KERNEL_OWNED = ['effects', 'delayed', 'replacements', 'pending', 'stack', 'work', 'windows', 'zones', 'cards', 'lastKnown'];

const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
const owned = new Set(KERNEL_OWNED);

/** Strips `x!` and `(x)?.` wrappers. */
function unwrap(node) {
  let current = node;
  while (current && (current.type === 'TSNonNullExpression' || current.type === 'ChainExpression')) current = current.expression;
  return current;
}

const nameOf = (property) => (property.type === 'Identifier' ? property.name : undefined);

/** `state` itself, or `<anything>.state`. */
function isState(node) {
  const n = unwrap(node);
  if (!n) return false;
  if (n.type === 'Identifier') return n.name === 'state';
  return n.type === 'MemberExpression' && !n.computed && nameOf(n.property) === 'state';
}

/** The kernel-owned part `node` names (`state.effects`), if any. */
function ownedPart(node) {
  const n = unwrap(node);
  if (!n || n.type !== 'MemberExpression' || n.computed || !isState(n.object)) return undefined;
  const name = nameOf(n.property);
  return name !== undefined && owned.has(name) ? name : undefined;
}

/** `state.effects`, one entry of it (`state.cards[id]`, `state.zones[key]`) or a property of it (`state.stack.length`). */
function ownedTarget(node) {
  const direct = ownedPart(node);
  if (direct !== undefined) return direct;
  const n = unwrap(node);
  return n && n.type === 'MemberExpression' ? ownedPart(n.object) : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noKernelStateWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Title plugins change kernel-owned game state only through kernel operations.' },
    messages: {
      write: 'A plugin must not write `state.{{part}}` itself; use the kernel operation for it (see docs/writing-a-plugin.md).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, part) => context.report({ node, messageId: 'write', data: { part } });
    const check = (node, target) => {
      const part = ownedTarget(target);
      if (part !== undefined) report(node, part);
    };
    return {
      AssignmentExpression: (node) => check(node, node.left),
      UpdateExpression: (node) => check(node, node.argument),
      UnaryExpression: (node) => {
        if (node.operator === 'delete') check(node, node.argument);
      },
      CallExpression: (node) => {
        const callee = unwrap(node.callee);
        if (callee?.type === 'MemberExpression' && !callee.computed && MUTATORS.has(nameOf(callee.property) ?? '')) {
          check(node, callee.object);
        }
      },
    };
  },
};

export default { rules: { 'no-kernel-state-writes': noKernelStateWrites } };
