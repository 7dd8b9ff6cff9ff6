// Issue #21: a rule that ships in two H5 stylesheets is a rule whose last-loaded copy wins. When
// a page's chunk carried its own copy of a shared component's rules, opening that page later
// re-applied them over another page's own rules of equal specificity (the contest's buttons went
// transparent after Settings). The size report counts such repeats and `--check` fails on one.
import postcss from 'postcss';

/** The at-rules around a node, outermost first: `@media (min-width:1px)` etc. */
function contextOf(node) {
  const chain = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule') chain.unshift(`@${parent.name} ${parent.params}`);
  }
  return chain.join(' ');
}

/** Every rule of a stylesheet by what it applies to: its at-rule context and its selector. */
export function ruleKeys(css) {
  const keys = new Set();
  const root = postcss.parse(css);
  root.walk((node) => {
    if (node.type === 'rule') {
      // A keyframe step (`to`, `50%`) belongs to its @keyframes, counted below.
      if (node.parent?.type === 'atrule' && /keyframes$/.test(node.parent.name)) return;
      keys.add(`${contextOf(node)} ${node.selector.replace(/\s+/g, ' ')}`.trim());
    } else if (node.type === 'atrule' && /keyframes$/.test(node.name)) {
      keys.add(`@${node.name} ${node.params}`);
    }
  });
  return keys;
}

/**
 * Rules found in more than one stylesheet: `files` maps a file name to its CSS. Answers each
 * repeated rule with the files that carry it, and how many files repeat at least one rule.
 */
export function repeatedRules(files) {
  const where = new Map();
  for (const [name, css] of Object.entries(files)) {
    for (const key of ruleKeys(css)) {
      if (!where.has(key)) where.set(key, []);
      where.get(key).push(name);
    }
  }
  const rules = [...where].filter(([, names]) => names.length > 1);
  const filesWithRepeats = new Set(rules.flatMap(([, names]) => names));
  return {
    rules: rules.map(([rule, names]) => ({ rule, files: names })),
    files: filesWithRepeats.size,
  };
}
