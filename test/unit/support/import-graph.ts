// One implementation for the tests and the size report (scripts/lib/import-graph.mjs).
export {
  SRC,
  fromSrc,
  reachableFrom,
  resolveImport,
  runtimeImports,
  sourceFiles,
} from '../../../scripts/lib/import-graph.mjs';
