export function ruleKeys(css: string): Set<string>;
export function repeatedRules(files: Record<string, string>): {
  rules: { rule: string; files: string[] }[];
  files: number;
};
