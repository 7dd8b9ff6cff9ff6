// Stands in for polyfills that every browser the H5 site supports (package.json browserslist)
// already has natively: fetch and AbortController.
export {};
