import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let checker: ZxcvbnFactory | undefined;

/**
 * Whether a new operator password is one a guesser tries early (issue #29): a common password,
 * a keyboard walk, a word with a year, or the operator's own account or name. zxcvbn's score 3
 * ("safely unguessable: moderate protection from offline slow-hash scenario") is the floor; the
 * common-password lists load on the first change, not at start.
 */
export function isGuessable(password: string, context: readonly string[]): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password, context.filter(Boolean)).score < 3;
}
