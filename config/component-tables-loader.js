/**
 * Mini-program only (issue #32): Taro's runtime carries the attribute table of every WeChat
 * component (about 80: map, video, live-player, editor...) to turn a prop into its short name in
 * base.wxml (`hover-class` -> `p1`). base.wxml only has templates for the components the app
 * renders, so the other tables are never read. This loader keeps the key of every component (a
 * component's number in base.wxml comes from the sorted list of keys) and empties the table of
 * each one the app does not render: the rendered components keep their numbers and short names.
 *
 * config/rendered-components.json lists them; test/weapp/templates.test.ts fails when base.wxml
 * draws a component missing from it (a screen started using a new one). If a Taro upgrade changes
 * the shape of the tables, the build fails here with the reason instead of shipping them whole.
 */
const { parseSync } = require('@babel/core');

/** Taro's names (PascalCase) of the components some screen renders. */
const RENDERED_COMPONENTS = require('./rendered-components.json');

/** The object literal each file declares its tables in. */
const TABLES = [
  { file: /@tarojs[\\/]shared[\\/]dist[\\/]components\.js$/, name: 'internalComponents' },
  { file: /@tarojs[\\/]plugin-platform-weapp[\\/]dist[\\/]runtime\.js$/, name: 'components' },
];

function trimTables(source, name) {
  const { program } = parseSync(source, {
    sourceType: 'module',
    configFile: false,
    babelrc: false,
  });
  const declarator = program.body
    .filter((node) => node.type === 'VariableDeclaration')
    .flatMap((node) => node.declarations)
    .find((node) => node.id.type === 'Identifier' && node.id.name === name);
  if (declarator?.init?.type !== 'ObjectExpression') {
    throw new Error(`component-tables-loader: no object literal \`${name}\` (Taro changed?)`);
  }
  const kept = new Set(RENDERED_COMPONENTS);
  const emptied = declarator.init.properties
    .filter((property) => property.type === 'ObjectProperty' && !property.computed)
    .filter((property) => property.key.type === 'Identifier' && !kept.has(property.key.name));
  const edits = emptied.map((property) => ({
    start: property.start,
    end: property.end,
    text: `${property.key.name}: {}`,
  }));
  // `Video` in `{ Video }` names a table declared above it with Object.assign, which the minifier
  // keeps even when nothing reads it: that declaration is emptied too when the table was its
  // only reader.
  const tables = new Map(
    program.body
      .filter((node) => node.type === 'VariableDeclaration')
      .flatMap((node) => node.declarations)
      .filter((node) => node.id.type === 'Identifier' && node.init)
      .map((node) => [node.id.name, node]),
  );
  for (const property of emptied) {
    if (property.value.type !== 'Identifier') continue;
    const table = tables.get(property.value.name);
    const mentions = source.match(new RegExp(`\\b${property.value.name}\\b`, 'g')).length;
    if (table && mentions === 2) {
      edits.push({ start: table.init.start, end: table.init.end, text: '{}' });
    }
  }
  let trimmed = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    trimmed = `${trimmed.slice(0, edit.start)}${edit.text}${trimmed.slice(edit.end)}`;
  }
  return trimmed;
}

module.exports = function componentTablesLoader(source) {
  const table = TABLES.find(({ file }) => file.test(this.resourcePath));
  return table ? trimTables(source, table.name) : source;
};
