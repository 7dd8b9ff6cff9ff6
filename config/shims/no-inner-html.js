// The mini-program build sets no innerHTML (rich text is the native rich-text's `nodes`), so
// Taro's HTML and CSS parsers stay out of its main package (issue #20). A use would say so.
export function setInnerHTML() {
  throw new Error('innerHTML is not available in this mini-program build (config/index.ts)');
}
