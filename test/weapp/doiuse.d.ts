// doiuse ships declarations its package.json exports do not point to; what wxss.test.ts uses.
declare module 'doiuse' {
  import type { PluginCreator } from 'postcss';

  interface FeatureUsage {
    /** The caniuse feature id, e.g. flexbox-gap. */
    feature: string;
    /** "<file>:<line>:<col>: <title> not supported by: <browsers> (<feature>)". */
    message: string;
  }

  const doiuse: PluginCreator<{
    browsers: string[];
    onFeatureUsage?: (usage: FeatureUsage) => void;
  }>;
  export default doiuse;
}
