// Babel plugin for prebuilt library code (react-router's dist): lets webpack + terser drop the
// components and contexts the app never uses. In such bundles two kinds of top-level statement pin
// every component in place, whether used or not:
//   var Link = React.forwardRef(…);          // a call terser can't prove side-effect free
//   Link.displayName = "Link";               // a write to it: a side effect
// This plugin marks React's own factories (createContext, forwardRef, memo, lazy) /*#__PURE__*/,
// which they are, and puts top-level `X.displayName = …` writes behind a
// process.env.NODE_ENV !== "production" check, as react-router's v6 source did with `if (__DEV__)`
// (names show in development; React reads displayName only for development diagnostics).
// Nothing else is changed.
const REACT_FACTORIES = new Set(['createContext', 'forwardRef', 'memo', 'lazy']);

module.exports = function pureReactStatics({ types: t }) {
  const factoryName = (callee) => {
    if (t.isIdentifier(callee)) return callee.name;
    if (t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.property)) {
      return callee.property.name;
    }
    return null;
  };
  const isPure = (node) => (node.leadingComments ?? []).some((c) => /[@#]__PURE__/.test(c.value));

  return {
    name: 'pure-react-statics',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          if (statement.isVariableDeclaration()) {
            for (const declarator of statement.node.declarations) {
              const init = declarator.init;
              if (
                t.isCallExpression(init) &&
                REACT_FACTORIES.has(factoryName(init.callee)) &&
                !isPure(init)
              ) {
                t.addComment(init, 'leading', '#__PURE__');
              }
            }
          } else if (statement.isExpressionStatement()) {
            const expression = statement.node.expression;
            if (
              t.isAssignmentExpression(expression, { operator: '=' }) &&
              t.isMemberExpression(expression.left, { computed: false }) &&
              t.isIdentifier(expression.left.object) &&
              t.isIdentifier(expression.left.property, { name: 'displayName' })
            ) {
              const developmentOnly = t.binaryExpression(
                '!==',
                t.memberExpression(
                  t.memberExpression(t.identifier('process'), t.identifier('env')),
                  t.identifier('NODE_ENV'),
                ),
                t.stringLiteral('production'),
              );
              statement.replaceWith(t.ifStatement(developmentOnly, t.expressionStatement(expression)));
              statement.skip();
            }
          }
        }
      },
    },
  };
};
