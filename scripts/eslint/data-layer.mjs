// The data layer's rule (issue #30): a statement lives in its domain's repository. Outside
// repositories, migrations and the engine (server/src/db), code calls repository functions: no
// prepare/exec/transaction on the database handle, no Kysely `sql` template. In a repository
// (option `repository: true`) the `sql` template is the statement's place, but the handle's
// synchronous prepare/exec/transaction are not: every repository function is async on Kysely, and
// only the engine and the migrations touch better-sqlite3 itself.
//
// "The database handle" is read from the code, not from types (typed linting would lint the
// whole server through the compiler): a call whose object is named db, database, kysely or trx,
// ends in `.db` (app.ctx.db, this.db), or is a call of one of those names (a test's
// `const db = () => journey.server.app.ctx.db`, then `db().prepare(...)`). The `transaction(executor, fn)` helper of
// server/src/db/kysely.ts is how a service spans domains, and stays allowed.

const HANDLE_NAMES = new Set(['db', 'database', 'kysely', 'trx']);
const HANDLE_METHODS = new Set(['prepare', 'exec', 'transaction']);

/** The name a member's object ends in: `db` for db, app.ctx.db, this.db and db(). */
function endName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'CallExpression' && node.arguments.length === 0) return endName(node.callee);
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return node.property.name;
  }
  return undefined;
}

const statementsInRepositories = {
  meta: {
    type: 'problem',
    messages: {
      handle:
        "'{{method}}' on the database handle outside a repository: call the domain's repository (design.md, issue #30).",
      sql: "Kysely's sql template outside a repository: the statement belongs in the domain's repository (design.md, issue #30).",
      synchronous:
        "'{{method}}' on the database handle in a repository: write the statement with Kysely, async, on the executor it is given (only server/src/db and the migrations use better-sqlite3 itself, issue #30).",
    },
    schema: [
      {
        type: 'object',
        properties: { repository: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const inRepository = context.options[0]?.repository === true;
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        if (!HANDLE_METHODS.has(method)) return;
        if (!HANDLE_NAMES.has(endName(callee.object))) return;
        context.report({
          node: callee.property,
          messageId: inRepository ? 'synchronous' : 'handle',
          data: { method },
        });
      },
      ImportDeclaration(node) {
        if (inRepository || node.source.value !== 'kysely') return;
        for (const specifier of node.specifiers) {
          if (
            specifier.type === 'ImportSpecifier' &&
            specifier.imported.name === 'sql' &&
            specifier.importKind !== 'type'
          ) {
            context.report({ node: specifier, messageId: 'sql' });
          }
        }
      },
    };
  },
};

export default { rules: { 'statements-in-repositories': statementsInRepositories } };
