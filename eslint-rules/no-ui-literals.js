// Fails on words written into the interface outside the catalogs (src/i18n): JSX text, the
// attributes a reader sees or hears (title, aria-label, placeholder, alt, …) and strings placed
// directly in JSX. Text without a letter (symbols, digits, punctuation) is not a word and passes.

const LETTER = /\p{L}/u;
const SEEN_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'alt',
  'label',
]);

function wordsIn(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && LETTER.test(node.value);
  if (node.type === 'TemplateLiteral')
    return node.quasis.some((q) => LETTER.test(q.value.cooked ?? ''));
  return false;
}

/** The string literals an expression can evaluate to directly: branches of ?:, && and ||. */
function shownLiterals(node, out = []) {
  if (!node) return out;
  if (node.type === 'Literal' || node.type === 'TemplateLiteral') out.push(node);
  else if (node.type === 'ConditionalExpression') {
    shownLiterals(node.consequent, out);
    shownLiterals(node.alternate, out);
  } else if (node.type === 'LogicalExpression') {
    shownLiterals(node.left, out);
    shownLiterals(node.right, out);
  }
  return out;
}

const MESSAGE = 'Interface text belongs in the catalogs (src/i18n/en and zh): {{text}}';
const clip = (s) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No user-facing literal outside the i18n catalogs' },
    schema: [],
    messages: { literal: MESSAGE },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: clip(text) } });
    const check = (expression) => {
      for (const literal of shownLiterals(expression))
        if (wordsIn(literal))
          report(
            literal,
            literal.type === 'Literal'
              ? literal.value
              : literal.quasis.map((q) => q.value.cooked).join('…'),
          );
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value.trim());
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!SEEN_ATTRIBUTES.has(name) || node.value === null) return;
        if (node.value.type === 'Literal') check(node.value);
        else if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          check(node.expression);
      },
    };
  },
};
