// Issue #21: the size report counts the H5 stylesheets that repeat a rule (a shared component's
// rules copied into every page chunk, where the copy loaded last undid another page's buttons),
// and `npm run size -- --check` fails on one.
import { repeatedRules, ruleKeys } from '../../../scripts/lib/css-repeats.mjs';

describe('repeated stylesheet rules', () => {
  it('finds a rule that two stylesheets carry, whatever its declarations', () => {
    const found = repeatedRules({
      'settings.css': '.native-button{background:none;border:0}.settings{color:red}',
      'contest.css': '.native-button{background:none;border:0}.contest__link{border:1px solid}',
      'shared.css': '.page{margin:0}',
    });
    expect(found.rules).toEqual([
      { rule: '.native-button', files: ['settings.css', 'contest.css'] },
    ]);
    expect(found.files).toBe(2);
  });

  it('tells rules apart by their at-rule context and counts keyframes once', () => {
    expect([...ruleKeys('@media (min-width:400px){.a{color:red}}.a{color:blue}')]).toEqual([
      '@media (min-width:400px) .a',
      '.a',
    ]);
    expect([...ruleKeys('@keyframes spin{to{transform:rotate(1turn)}}')]).toEqual([
      '@keyframes spin',
    ]);
  });

  it('finds nothing when each rule ships once', () => {
    expect(repeatedRules({ 'a.css': '.a{color:red}', 'b.css': '.b{color:red}' })).toEqual({
      rules: [],
      files: 0,
    });
  });
});
