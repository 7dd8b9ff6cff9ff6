/**
 * The platform the build is for. Read through one variable (never compared in place): the build
 * inlines `process.env.TARO_ENV`, and the jest transformer rewrites it into an `a || b` that an
 * in-place `=== 'weapp'` would bind to the wrong operand.
 */
export function platform(): string | undefined {
  const env = process.env.TARO_ENV;
  return env;
}

export const isWeapp = () => platform() === 'weapp';
